/// A project's settings file, `tracereplay.json`: the goldens `check` compares and the replay
/// options `run`, `check`, `explain` and `render` use for every trace below its folder.
///
///     {"tracereplay": 1, "formats": ["text", "jsonl"], "touchMargin": 70, "tapInterval": 0.35}
///
/// It is found from the trace's folder upward, stopping at the first folder that has one or is
/// the top of a git repository (holds `.git`). See docs/settings.md.
package struct ProjectSettings: Sendable, Equatable {
  /// The file's name.
  package static let fileName = "tracereplay.json"

  /// The path of the file the settings were read from; nil for the defaults.
  package var path: String?
  /// The goldens `check` compares when `--format` is not given.
  package var formats: [ReplayRequest.Format]?
  /// Lenient reading for every trace (`--lenient`).
  package var lenient: Bool?
  /// The replay options.
  package var replay: ReplaySettings

  /// Creates settings; the defaults set nothing.
  package init(
    path: String? = nil, formats: [ReplayRequest.Format]? = nil, lenient: Bool? = nil,
    replay: ReplaySettings = ReplaySettings()
  ) {
    self.path = path
    self.formats = formats
    self.lenient = lenient
    self.replay = replay
  }

  /// The keys a settings file may have.
  package static let keys = ["tracereplay", "formats", "lenient"] + ReplaySettings.keys
}
