import Foundation

/// Who held a touch's phase back from its view, and why each let it go (R10, R17): reported as a
/// detail (`ModelEvent.touchReleased`) just before the view is sent the phase it waited for.
public struct TouchRelease {
  /// One recognizer that held the phase back, and why it no longer does.
  public struct Holder {
    /// A recognizer with `delaysTouchesBegan` (or, for an ended, `delaysTouchesEnded`); a
    /// scroll view's content-touch delay is one of the scroll view's own recognizers (its
    /// `view` is the scroll view).
    public let recognizer: UIGestureRecognizer
    public let cause: Cause
  }

  /// Why a recognizer stopped holding its touches.
  public enum Cause: Sendable, Hashable {
    /// It failed or was cancelled (R10).
    case failed
    /// It recognized, and cancels nothing in its view, or its failure requirements were met.
    case recognized
    /// It was disabled.
    case disabled
    /// A scroll view's content-touch delay (`scrollViewTouchDelay`, 0.15 s) ran out (R17).
    case delayElapsed
    /// The finger lifted before a scroll view's content-touch delay ran out (R17).
    case lifted
    /// A finger on a control moved more than `scrollHysteresis` along an axis the scroll view
    /// cannot scroll, before the delay ran out (R17).
    case movedAlongFixedAxis
  }

  /// The phase the view waited for: `.began` or `.ended`.
  public let phase: UITouch.Phase
  /// The recognizers that held it until now (several may, each until it lets go), in the order
  /// they collected the touch: the touch's view's first, then up the hierarchy.
  public let holders: [Holder]
}
