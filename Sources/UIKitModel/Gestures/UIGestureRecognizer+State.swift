import Foundation

extension UIGestureRecognizer {
  /// `-[UIGestureRecognizer setState:]` [DEC-GR], behind `state`'s setter:
  ///
  /// - from possible: began or changed become began, ended stays ended, failed and cancelled
  ///   become failed;
  /// - from began: began becomes changed, possible keeps began, failed becomes cancelled;
  /// - from changed: began and possible keep changed, failed becomes cancelled;
  /// - from ended, cancelled or failed nothing changes until the recognizer is reset.
  ///
  /// Leaving possible toward began or ended asks `shouldBegin` first; a no fails the recognizer.
  /// Setting the state sends no action: the environment's next update does. Until that update
  /// takes the recognition up (its failure requirements met, no relative ahead of it
  /// recognizing), the recognizer is possible to the outside, so a began or changed that then
  /// fails is a failure, not a cancellation.
  func setState(_ requested: State) {
    let old = currentState
    var new: State
    switch old {
    case .possible:
      switch requested {
      case .possible: return
      case .began, .changed: new = .began
      case .ended: new = .ended
      case .cancelled, .failed: new = .failed
      }
    case .began, .changed:
      switch requested {
      case .possible, .began: new = .changed
      case .changed: new = .changed
      case .ended: new = .ended
      case .cancelled, .failed: new = recognitionSent ? .cancelled : .failed
      }
      if old == .began && requested == .possible { new = .began }
    case .ended, .cancelled, .failed:
      return
    }
    if old == .possible && (new == .began || new == .ended), let refusal = beginRefusal() {
      reportFailure(refusal)
      new = .failed
    }
    enter(new)
  }

  /// Moves to `new` whatever the current state (the environment failing or cancelling a
  /// recognizer it excludes), reports it and asks for an update. A began, changed or ended
  /// before the update has taken up the recognition is not reported yet: the update reports
  /// it with the actions (`reportRecognition()`), or the recognizer fails from possible.
  func enter(_ new: State) {
    currentState = new
    needsUpdate = true
    let view = self.view
    let recognitionPending = !recognitionSent && (new == .began || new == .changed || new == .ended)
    if recognitionPending && new == .began { beganWhileHeld = true }
    if isReported, !recognitionPending, let application = view?.lastApplication {
      application.report(.gestureStateChanged(self, new))
    }
    let window = view?.window
    window?.gestureEnvironment.setNeedsUpdate(in: window)
  }

  /// `-[UIGestureRecognizer _shouldBegin]` [DEC-GR]: with `cancelsTouchesInView`, every distinct
  /// view that is `touch.view` of the recognizer's touches is asked
  /// `gestureRecognizerShouldBegin(_:)` (the recognizer's own view only when it is one of them);
  /// then the delegate, unless it is one of those views. One no is enough.
  /// Returns who said no (with the stock control rule that did, `refuse(_:as:rule:when:)`), or
  /// nil for yes.
  func beginRefusal() -> GestureFailure? {
    var asked: [UIView] = []
    if cancelsTouchesInView {
      for touch in trackedTouches {
        guard let touched = touch.view, !asked.contains(where: { $0 === touched }) else { continue }
        asked.append(touched)
        notedVeto = nil
        if !touched.gestureRecognizerShouldBegin(self) {
          defer { notedVeto = nil }
          return .refusedByView(touched, veto: notedVeto)
        }
      }
      notedVeto = nil
    }
    if let refusal = environmentRefusal() { return refusal }
    if let delegate, !asked.contains(where: { $0 === (delegate as AnyObject) }),
      !delegate.gestureRecognizerShouldBegin(self)
    {
      return .refusedByDelegate
    }
    return nil
  }

  /// The update takes up the recognition (R8, R12): the recognizer leaves possible for the
  /// outside now, as began (a continuous one that moved on while held starts at began again) or
  /// ended, and the state is reported just before the actions.
  func reportRecognition() {
    if currentState == .changed { currentState = .began }
    if isReported, let application = view?.lastApplication {
      application.report(.gestureStateChanged(self, currentState))
    }
  }

  /// Tells the observer, when it wants details, why the machinery fails this recognizer.
  func reportFailure(_ failure: GestureFailure) {
    guard let application = view?.lastApplication, application.wantsDetails else { return }
    application.report(.gestureFailed(self, failure))
  }

  /// `isEnabled` turned false while active: a recognizer that had begun is cancelled, one that
  /// was possible fails [DEC-GR], [DEC-GEnv].
  func cancelForDisabling() {
    switch currentState {
    case .possible where !trackedTouches.isEmpty: enter(.failed)
    case .began, .changed: enter(recognitionSent ? .cancelled : .failed)
    case .ended where !recognitionSent: enter(.failed)
    default: break
    }
  }

  /// Back to possible, following no touch: the environment calls this once the recognizer is
  /// finished and none of its touches is down; then the subclass's `reset()`.
  func resetToPossible() {
    if currentState != .possible {
      lastFinish = currentState == .failed || currentState == .cancelled ? .failed : .recognized
    }
    currentState = .possible
    for touch in trackedTouches { touch.recognizerLinks.removeAll { $0.names(self) } }
    trackedTouches.removeAll()
    needsUpdate = false
    recognitionSent = false
    beganWhileHeld = false
    isWaitingForRequirement = false
    receivedTouchesThisEvent = false
    reset()
  }

  /// Whether the recognizer is in began, changed or ended: it recognized (or is about to).
  var hasRecognized: Bool {
    currentState == .began || currentState == .changed || currentState == .ended
  }

  /// Whether the recognizer still takes part in the touches it follows: possible, began or
  /// changed, or recognized and held by a failure requirement.
  var isInPlay: Bool {
    currentState.rawValue <= State.changed.rawValue || isWaitingForRequirement
  }

  /// Whether the recognizer holds its touches back from their views now: while possible, or
  /// recognized but held by a failure requirement (R10).
  var isHoldingTouches: Bool {
    isEnabled && (currentState == .possible || isWaitingForRequirement)
  }
}
