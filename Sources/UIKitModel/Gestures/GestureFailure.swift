import Foundation

/// Why the gesture machinery, not the recognizer's own rules, failed (or cancelled) a recognizer:
/// reported as a detail (`ModelEvent.gestureFailed`) just before the state change.
public enum GestureFailure {
  /// `gestureRecognizerShouldBegin(_:)` of a view one of its touches hit answered false (R7):
  /// `veto` names the stock control rule that refused, nil when none did (the view's own
  /// override answered false).
  case refusedByView(UIView, veto: ControlVeto?)
  /// The delegate's `gestureRecognizerShouldBegin(_:)` answered false.
  case refusedByDelegate
  /// A scroll view's pan: a content view already tracking one of its touches may not lose it,
  /// as `canCancelContentTouches` or `touchesShouldCancel(in:)` answered (R18).
  case contentTouchKept(UIView)
  /// Another recognizer recognized and excluded this one (R11).
  case excluded(by: UIGestureRecognizer)
  /// A recognizer this one requires to fail (`require(toFail:)`) recognized (R12).
  case requiredFailureRecognized(UIGestureRecognizer)
}

extension GestureFailure {
  /// The kind of failure, without the object it names: what a record keeps of it.
  public enum Reason: Sendable, Hashable {
    /// A touched view's `gestureRecognizerShouldBegin(_:)` answered false (R7).
    case refusedByView
    /// The delegate's `gestureRecognizerShouldBegin(_:)` answered false.
    case refusedByDelegate
    /// A content view keeps its touch from a scroll view's pan (R18).
    case contentTouchKept
    /// Another recognizer recognized and excluded this one (R11).
    case excluded
    /// A recognizer this one requires to fail recognized (R12).
    case requiredFailureRecognized
  }

  /// The kind of failure.
  public var reason: Reason {
    switch self {
    case .refusedByView: return .refusedByView
    case .refusedByDelegate: return .refusedByDelegate
    case .contentTouchKept: return .contentTouchKept
    case .excluded: return .excluded
    case .requiredFailureRecognized: return .requiredFailureRecognized
    }
  }

  /// The stock control rule that refused, for `refusedByView`; nil otherwise.
  public var veto: ControlVeto? {
    if case .refusedByView(_, let veto) = self { return veto }
    return nil
  }

  /// The object the failure names: the view that refused or keeps its touch, or the recognizer
  /// that excluded this one or recognized; nil for the delegate.
  public var cause: AnyObject? {
    switch self {
    case .refusedByView(let view, _): return view
    case .refusedByDelegate: return nil
    case .contentTouchKept(let view): return view
    case .excluded(let other): return other
    case .requiredFailureRecognized(let other): return other
    }
  }
}
