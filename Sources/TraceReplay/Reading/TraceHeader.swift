/// The optional first line of a trace: `{"tracereplay": 1, "scene": ...}`.
package struct TraceHeader: Sendable, Equatable {
  /// The trace format version; always 1 today.
  package var version: Int
  /// The scene named or embedded by the header, if any.
  package var scene: SceneReference?
  /// The 1-based line the header is on.
  package var line: Int
  /// The replay options the header sets for this trace (`touchMargin`, `tapInterval`,
  /// `tapDistance`); they override the settings file, and the command line overrides them.
  package var settings = ReplaySettings()
  /// Keys the header does not know, each a warning with a did-you-mean.
  package var unknownKeys: [Diagnostic] = []
  /// The header line as it was read (without a byte order mark or the line end), for a trace
  /// written back with its header (`shrink`): kept from the one read, since a pipe cannot be
  /// read twice.
  package var text: String?

  /// Creates a header value.
  package init(version: Int, scene: SceneReference?, line: Int) {
    self.version = version
    self.scene = scene
    self.line = line
  }
}
