import UIKitModel

/// The replay options that a project settings file (`tracereplay.json`), a trace's header and the
/// command line may each set; a `nil` value is left to the level below.
///
/// The levels, lowest first: the request's own values (UIKit's defaults unless a program changed
/// them), the settings file, the trace's header, the command line.
public struct ReplaySettings: Sendable, Equatable {
  /// Points around a control's bounds that still count as inside (`--touch-margin`).
  public var touchMargin: Double?
  /// Seconds within which the next touch counts as a repeat tap (`--tap-interval`).
  public var tapInterval: Double?
  /// Points within which the next touch counts as a repeat tap (`--tap-distance`, the slop).
  public var tapDistance: Double?

  /// Creates settings; every value left out is not set at this level.
  public init(touchMargin: Double? = nil, tapInterval: Double? = nil, tapDistance: Double? = nil) {
    self.touchMargin = touchMargin
    self.tapInterval = tapInterval
    self.tapDistance = tapDistance
  }

  /// UIKit's values, the defaults of every level: the model's own
  /// (`UIApplication.Configuration`), which the command line's help, the golden stamp, the
  /// replayer and the tests read from here.
  public static let uikitDefaults: (touchMargin: Double, tapInterval: Double, tapDistance: Double) = {
    let configuration = UIApplication.Configuration()
    return (
      Double(configuration.touchInsideMargin), configuration.maximumIntervalBetweenTaps,
      Double(configuration.tapAllowableMovement)
    )
  }()

  /// The JSON keys of the settings, as header and settings file spell them.
  package static let keys = ["touchMargin", "tapInterval", "tapDistance"]

  /// `self` with every value that `other` sets taken from `other`.
  package func overridden(by other: ReplaySettings) -> ReplaySettings {
    ReplaySettings(
      touchMargin: other.touchMargin ?? touchMargin, tapInterval: other.tapInterval ?? tapInterval,
      tapDistance: other.tapDistance ?? tapDistance)
  }

  /// Whether no value is set.
  package var isEmpty: Bool { touchMargin == nil && tapInterval == nil && tapDistance == nil }
}
