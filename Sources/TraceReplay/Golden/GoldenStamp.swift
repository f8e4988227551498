/// The first line of a golden that `check` writes: the output format version and the replay
/// options the golden was made with, so that a difference they explain is reported as such
/// rather than as a diff.
///
///     # tracereplay golden: format 1, touch-margin 70, tap-interval 0.35, tap-distance 45
///     {"type":"golden","format":1,"touchMargin":70,"tapInterval":0.35,"tapDistance":45}
///
/// Goldens without one (recorded before stamps existed, or by hand) are compared as they are.
package struct GoldenStamp: Sendable, Equatable {
  /// The version of the output formats this tracereplay writes; it changes when a release
  /// changes what a replay prints for the same trace and options.
  package static let currentFormat = 1

  /// The output format version the golden was made with.
  package var format: Int
  package var touchMargin: Double
  package var tapInterval: Double
  package var tapDistance: Double
  package var lenient: Bool
  package var verbose: Bool

  /// Creates a stamp.
  package init(
    format: Int = GoldenStamp.currentFormat, touchMargin: Double, tapInterval: Double, tapDistance: Double,
    lenient: Bool = false, verbose: Bool = false
  ) {
    self.format = format
    self.touchMargin = touchMargin
    self.tapInterval = tapInterval
    self.tapDistance = tapDistance
    self.lenient = lenient
    self.verbose = verbose
  }

  /// The stamp of a replay of `request` with its options settled (`ReplayRun.settled`).
  package init(settled request: ReplayRequest) {
    self.init(
      touchMargin: Double(request.configuration.touchInsideMargin),
      tapInterval: request.replayOptions.tapInterval,
      tapDistance: request.replayOptions.tapDistance, lenient: request.lenient || request.readOptions.lenient,
      verbose: request.verbose || request.replayOptions.verbose)
  }

  /// Whether the options are UIKit's defaults (what an unstamped golden is assumed to use).
  var hasDefaultOptions: Bool {
    let defaults = ReplaySettings.uikitDefaults
    return touchMargin == defaults.touchMargin && tapInterval == defaults.tapInterval
      && tapDistance == defaults.tapDistance && !lenient && !verbose
  }
}
