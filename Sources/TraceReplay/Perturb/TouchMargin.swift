/// How far one touch is from each decision boundary that could change what it did, computed
/// from the scene's geometry and the recognizers' thresholds (`perturb --margins`).
public struct TouchMargin: Sendable, Equatable {
  /// The touch's id as records spell it.
  public var touch: String
  /// Whether the id is a number (JSON writes it unquoted).
  public var idIsNumber: Bool
  /// When it began.
  public var t: Double
  /// Points from where it began to the nearest view edge, inside or out: moving it that far can
  /// change the view hit-testing picks.
  public var hitTest: Double?
  /// The view edge nearest to where it began, as `` `ok`'s left edge ``.
  public var hitTestEdge: String?
  /// Points from where it ended to the edge of its control's touch area (bounds grown by the
  /// margin): moving the end that far turns TouchUpInside into TouchUpOutside or back.
  public var touchArea: Double?
  /// Points between its movement and the nearest movement threshold of a recognizer or scroll
  /// view that could see it (a pan's hysteresis, a tap's or a long press's allowable movement, a
  /// swipe's minimum).
  public var movement: Double?
  /// The threshold `movement` is measured to, as `pan drag begins at 10`.
  public var movementThreshold: String?
  /// Seconds between its duration and the nearest time threshold (a long press's minimum
  /// duration, a tap's maximum).
  public var time: Double?
  public var timeThreshold: String?
}
