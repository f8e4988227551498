import Foundation

/// One view visited while hit-testing a touch, and what the default `hitTest(_:with:)` decided.
///
/// Public for its `Outcome`, which a replay's hit-test records carry; the steps themselves are
/// the model's report to the replay (package).
public struct HitTestStep {
  /// Why a view was passed over, or that it contained the point.
  public enum Outcome: Hashable, Sendable {
    /// `isHidden` is true.
    case hidden
    /// `alpha` is below 0.01.
    case transparent
    /// `isUserInteractionEnabled` is false.
    case interactionDisabled
    /// A `UIControl` whose `isEnabled` is false.
    case controlDisabled
    /// `point(inside:with:)` returned false.
    case outside
    /// The point is inside; the search went on into the subviews.
    case inside
  }

  /// The view visited.
  package let view: UIView
  /// The point in the view's bounds coordinates.
  package let point: CGPoint
  package let outcome: Outcome
  /// Nesting depth from the window (the window is 0).
  package let depth: Int
}
