import Foundation

/// A window's gesture machinery (UIKit's `UIGestureEnvironment` [DEC-GEnv]): the recognizers in
/// play, ordered deepest view first, then by their index in their view's `gestureRecognizers`
/// (the model's tie rule, R11); the touches whose delivery to their views is still pending; and
/// the update that runs state changes, actions, exclusions, failure requirements and
/// cancellations.
final class UIGestureEnvironment {
  /// The recognizers following touches or not yet reset, in arbitration order.
  private(set) var recognizers: [UIGestureRecognizer] = []
  /// Their sort keys: view depth (deepest first), then index on the view.
  private var keys: [(depth: Int, index: Int)] = []
  /// Touches that have lifted while their view still waits for their began or ended (held by a
  /// recognizer): the window delivers them when released.
  var pendingTouches: [UITouch] = []
  /// Whether the window is delivering: an update then runs in the delivery, not on its own.
  var isDelivering = false
  /// Whether an update outside a delivery has been scheduled.
  private var updateScheduled = false

  var isIdle: Bool { recognizers.isEmpty && pendingTouches.isEmpty }

  /// Adds `recognizer`, which has just been given a touch, in arbitration order.
  func add(_ recognizer: UIGestureRecognizer) {
    guard !recognizers.contains(where: { $0 === recognizer }) else { return }
    let depth = recognizer.view?.depth ?? 0
    let index = recognizer.view?.gestureRecognizerStorage.firstIndex { $0 === recognizer } ?? 0
    let position =
      keys.firstIndex { $0.depth < depth || ($0.depth == depth && $0.index > index) } ?? keys.count
    recognizers.insert(recognizer, at: position)
    keys.insert((depth, index), at: position)
  }

  /// A recognizer's state changed outside the update: outside a delivery, an update is
  /// scheduled at the current time, as UIKit's run-loop observer runs one (G2).
  func setNeedsUpdate(in window: UIWindow?) {
    guard !isDelivering, !updateScheduled, let window, let application = window.application else { return }
    updateScheduled = true
    let link = Link(wrappedValue: window)
    application.schedule(after: 0) { [self] in
      updateScheduled = false
      link.wrappedValue?.deliverGestureUpdate()
    }
  }

  /// Whether a recognizer holds `touch`'s began back from its view (R10, `delaysTouchesBegan`).
  func holdsBegan(_ touch: UITouch) -> Bool {
    touch.recognizerLinks.contains { link in
      guard let recognizer = link.wrappedValue else { return false }
      return recognizer.delaysTouchesBegan && recognizer.isHoldingTouches
    }
  }

  /// Whether a recognizer holds `touch`'s ended back from its view (R10, `delaysTouchesEnded`).
  func holdsEnded(_ touch: UITouch) -> Bool {
    touch.recognizerLinks.contains { link in
      guard let recognizer = link.wrappedValue else { return false }
      return recognizer.delaysTouchesEnded && recognizer.isHoldingTouches
    }
  }

  /// The recognizers holding `touch`'s began back from its view now (`holdsBegan`).
  func beganHolders(of touch: UITouch) -> [Link<UIGestureRecognizer>] {
    touch.recognizerLinks.filter { link in
      guard let recognizer = link.wrappedValue else { return false }
      return recognizer.delaysTouchesBegan && recognizer.isHoldingTouches
    }
  }

  /// The recognizers holding `touch`'s ended back from its view now (`holdsEnded`).
  func endedHolders(of touch: UITouch) -> [Link<UIGestureRecognizer>] {
    touch.recognizerLinks.filter { link in
      guard let recognizer = link.wrappedValue else { return false }
      return recognizer.delaysTouchesEnded && recognizer.isHoldingTouches
    }
  }

  // MARK: The update

  /// The gesture update (R8-R12): looks at every recognizer that changed, in arbitration order,
  /// until nothing changes; then resets the finished ones (R6).
  func update(in window: UIWindow, with event: UIEvent) {
    for recognizer in recognizers
    where recognizer.currentState == .began && recognizer.recognitionSent
      && recognizer.receivedTouchesThisEvent
    {
      // A continuous recognizer left in began that gets another event moves to changed (G3).
      recognizer.setState(.changed)
    }
    var passes = 0
    var progressed = true
    while progressed && passes < 32 {
      progressed = false
      passes += 1
      for recognizer in recognizers where recognizer.needsUpdate {
        if process(recognizer, in: window, with: event) { progressed = true }
      }
    }
    for recognizer in recognizers { recognizer.receivedTouchesThisEvent = false }
    resetFinished()
  }

  /// Looks at one recognizer; returns whether others may need another look.
  private func process(_ recognizer: UIGestureRecognizer, in window: UIWindow, with event: UIEvent) -> Bool {
    switch recognizer.currentState {
    case .possible:
      recognizer.needsUpdate = false
      return false
    case .failed:
      recognizer.needsUpdate = false
      recognizer.isWaitingForRequirement = false
      return true
    case .cancelled:
      recognizer.needsUpdate = false
      recognizer.isWaitingForRequirement = false
      // A recognizer that had begun sends its actions once more, as cancelled (R8).
      if recognizer.recognitionSent { recognizer.sendActions() }
      return true
    case .began, .changed, .ended:
      if recognizer.recognitionSent {
        // Under way: its requirements were met when it was taken up (R12); it acts as it goes.
        recognizer.needsUpdate = false
        recognizer.sendActions()
        return false
      }
      switch requirementStatus(of: recognizer) {
      case .otherRecognized(let other):
        recognizer.isWaitingForRequirement = false
        recognizer.reportFailure(.requiredFailureRecognized(other))
        recognizer.enter(.failed)
        return true
      case .waiting:
        recognizer.isWaitingForRequirement = true
        return false
      case .met:
        break
      }
      recognizer.isWaitingForRequirement = false
      recognizer.needsUpdate = false
      // A continuous recognizer that began and ended while held is taken up as began, then
      // ends in the next pass: each step with its action.
      let endedWhileHeld = recognizer.currentState == .ended && recognizer.beganWhileHeld
      if endedWhileHeld { recognizer.currentState = .began }
      recognizer.reportRecognition()
      recognizer.recognitionSent = true
      excludeOthers(by: recognizer)
      recognizer.sendActions()
      if recognizer.cancelsTouchesInView { cancelTouches(of: recognizer, in: window, with: event) }
      if endedWhileHeld && recognizer.currentState == .began { recognizer.enter(.ended) }
      return true
    }
  }

  private enum RequirementStatus {
    case met
    case waiting
    case otherRecognized(UIGestureRecognizer)
  }

  /// Where `recognizer`'s failure requirements stand (R12): one that recognized fails it; one
  /// still possible with touches, or recognized and not yet sent, holds it; failed, cancelled
  /// or idle ones are met.
  private func requirementStatus(of recognizer: UIGestureRecognizer) -> RequirementStatus {
    var status = RequirementStatus.met
    for other in recognizers where other !== recognizer && recognizer.requiresFailure(of: other) {
      if other.hasRecognized && other.recognitionSent { return .otherRecognized(other) }
      if other.hasRecognized || other.isWaitingForRequirement { status = .waiting }
      if other.currentState == .possible && !other.trackedTouches.isEmpty { status = .waiting }
    }
    return status
  }

  /// `recognizer` recognized: its relatives fail (cancelled if they had begun) unless allowed
  /// to go on (R11); the recognizers waiting for it to fail, fail (R12).
  private func excludeOthers(by recognizer: UIGestureRecognizer) {
    for other in recognizers
    where other !== recognizer && !other.trackedTouches.isEmpty
      && (other.isInPlay || (other.hasRecognized && !other.recognitionSent))
    {
      if other.requiresFailure(of: recognizer) {
        other.isWaitingForRequirement = false
        other.reportFailure(.requiredFailureRecognized(recognizer))
        other.enter(other.recognitionSent ? .cancelled : .failed)
      } else if recognizer.excludes(other) {
        other.isWaitingForRequirement = false
        other.reportFailure(.excluded(by: recognizer))
        other.enter(other.recognitionSent && other.currentState != .ended ? .cancelled : .failed)
      }
    }
  }

  /// `cancelsTouchesInView` (R9): after the actions, the recognizer's touches that their views
  /// have not been sent are dropped, and those they have are cancelled: each view gets
  /// `touchesCancelled` once.
  private func cancelTouches(of recognizer: UIGestureRecognizer, in window: UIWindow, with event: UIEvent) {
    var plan = TouchDeliveryPlan()
    for touch in recognizer.trackedTouches where !touch.terminalPhaseSent && !touch.isDroppedFromView {
      guard let view = touch.view, touch.deliveryBlock == nil else { continue }
      guard touch.beganSentToView else {
        touch.isDroppedFromView = true
        if let application = view.lastApplication, application.wantsDetails {
          let heldBy = touch.beganHolders.compactMap { $0.wrappedValue }
          touch.beganHolders = []
          application.report(
            .touchDropped(touch, view: view, by: recognizer.cancellationOwner, heldBy: heldBy))
        }
        continue
      }
      view.lastApplication?.report(.touchCancelled(touch, view: view, by: recognizer.cancellationOwner))
      plan.add(touch, to: view, in: .cancelled)
    }
    if !plan.isEmpty { window.send(plan, with: event) }
  }

  /// Resets every recognizer that is finished and none of whose touches is down (R6).
  private func resetFinished() {
    var index = 0
    while index < recognizers.count {
      let recognizer = recognizers[index]
      let finished =
        recognizer.currentState.rawValue >= UIGestureRecognizer.State.ended.rawValue
        && !recognizer.needsUpdate && !recognizer.trackedTouches.contains(where: { $0.isActive })
      let idle = recognizer.currentState == .possible && recognizer.trackedTouches.isEmpty
      if finished || idle {
        recognizers.remove(at: index)
        keys.remove(at: index)
        recognizer.resetToPossible()
      } else {
        index += 1
      }
    }
  }

  /// Lets go of every recognizer and pending touch (the window discards its touches).
  func discardAll() {
    for recognizer in recognizers { recognizer.resetToPossible() }
    recognizers.removeAll()
    keys.removeAll()
    pendingTouches.removeAll()
  }
}
