import Foundation

extension UIGestureRecognizer {
  /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes
  /// (R12); a recognizer cannot require itself [DEC-GR].
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !failureRequirements.contains(where: { $0.names(otherGestureRecognizer) })
    else { return }
    failureRequirements.append(Link(wrappedValue: otherGestureRecognizer))
  }

  /// Whether this recognizer waits for `other` to fail: `require(toFail:)`, or one of the
  /// dynamic forms (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)` and the two
  /// delegate methods), any yes making the edge [DEC-GR].
  func requiresFailure(of other: UIGestureRecognizer) -> Bool {
    guard other !== self else { return false }
    if failureRequirements.contains(where: { $0.names(other) }) { return true }
    if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
    if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
    return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }

  /// Whether this recognizer and `other` may recognize together: either delegate says so.
  func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Whether recognizing, this recognizer excludes `other` (R11, `-[UIGestureRecognizer
  /// _isExcludedByExcludable:]` [DEC-GR]): their views are the same, or one contains the other;
  /// neither waits for the other; this one can prevent it and it can be prevented; neither
  /// delegate allows simultaneous recognition.
  func excludes(_ other: UIGestureRecognizer) -> Bool {
    guard let mine = view, let theirs = other.view else { return false }
    guard mine.isDescendant(of: theirs) || theirs.isDescendant(of: mine) else { return false }
    guard !requiresFailure(of: other), !other.requiresFailure(of: self) else { return false }
    guard canPrevent(other), other.canBePrevented(by: self) else { return false }
    return !recognizesSimultaneously(with: other)
  }
}
