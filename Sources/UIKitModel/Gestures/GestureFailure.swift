import Foundation

/// Why the gesture machinery, not the recognizer's own rules, failed (or cancelled) a recognizer:
/// reported as a detail (`ModelEvent.gestureFailed`) just before the state change.
package enum GestureFailure {
  /// `gestureRecognizerShouldBegin(_:)` of a view one of its touches hit answered false (R7).
  case refusedByView(UIView)
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
