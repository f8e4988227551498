import Foundation

/// Core Animation's transactions, on the trace's clock.
///
/// A completion block runs once the transaction's animations are done: the model does not know
/// which layer changes animate, so it takes every committed transaction as animating for its
/// duration (0.25 s unless set; nested groups start from the enclosing group's values) and runs
/// the block that long after `commit()`, as a step of the run loop. With actions disabled, or a
/// duration of 0, nothing animates and the block runs at once, in `commit()`, as Core Animation
/// documents for a group that added no animation. A completion block set outside any
/// `begin()`/`commit()` belongs to the run loop's implicit transaction, taken as committed when
/// the block is set.
public final class CATransaction {
  /// Core Animation's default animation duration.
  static let defaultDuration: TimeInterval = 0.25

  private static var state: RunLoopState { MainRunLoop.state }

  private static var innermost: RunLoopState.TransactionGroup {
    state.transactions.last
      ?? RunLoopState.TransactionGroup(duration: defaultDuration, disableActions: false, completion: nil)
  }

  /// Opens a transaction group.
  public class func begin() {
    var group = innermost
    group.completion = nil
    state.transactions.append(group)
  }

  /// Closes the innermost group; its completion block runs once its animations are done.
  public class func commit() {
    guard let group = state.transactions.popLast() else { return }
    complete(group)
  }

  /// Commits the implicit transaction; nothing is pending in the model.
  public class func flush() {}

  /// Kept for code that calls it.
  public class func lock() {}
  /// Kept for code that calls it.
  public class func unlock() {}

  /// The innermost group's animation duration.
  public class func animationDuration() -> TimeInterval { innermost.duration }

  /// Sets the innermost group's animation duration.
  public class func setAnimationDuration(_ duration: TimeInterval) {
    update { $0.duration = duration }
  }

  /// Whether the innermost group's property changes animate.
  public class func disableActions() -> Bool { innermost.disableActions }

  /// Sets whether the innermost group's property changes animate.
  public class func setDisableActions(_ flag: Bool) {
    update { $0.disableActions = flag }
  }

  /// The innermost group's completion block.
  public class func completionBlock() -> (() -> Void)? { innermost.completion }

  /// Sets the innermost group's completion block (outside a group: see the type's documentation).
  /// Sets the timing function of the group's animations; kept for code that sets one (the model
  /// applies changes at once, so timing plays no part).
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

  public class func setCompletionBlock(_ block: (() -> Void)?) {
    guard !state.transactions.isEmpty else {
      if let block { complete(.init(duration: defaultDuration, disableActions: false, completion: block)) }
      return
    }
    update { $0.completion = block }
  }

  private class func update(_ change: (inout RunLoopState.TransactionGroup) -> Void) {
    guard !state.transactions.isEmpty else { return }
    change(&state.transactions[state.transactions.count - 1])
  }

  private class func complete(_ group: RunLoopState.TransactionGroup) {
    guard let completion = group.completion else { return }
    if group.disableActions || group.duration <= 0 { return completion() }
    MainRunLoop.application.schedule(after: group.duration, completion)
  }
}

/// The context `draw(_:)` draws in while the display pass calls it; nil otherwise.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  MainRunLoop.application.currentGraphicsContext
}

/// Makes `context` the current graphics context.
public func UIGraphicsPushContext(_ context: CGContext) {
  MainRunLoop.application.pushGraphicsContext(context)
}

/// Makes the previous graphics context current again.
public func UIGraphicsPopContext() {
  MainRunLoop.application.popGraphicsContext()
}
