/// A problem found in an input file, with where it is and what was expected.
///
/// Rendered in compiler style: `file:line:column: error: message`, then the source line and a caret.
public struct Diagnostic: Error, Sendable, Equatable {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  /// The file as the user named it (`-` or `<stdin>` for standard input).
  public var file: String
  /// 1-based; 0 when the problem concerns the whole file.
  public var line: Int
  /// 1-based; 0 when unknown.
  public var column: Int
  public var message: String
  /// The JSON path of the offending value (`views[0].subviews[2].frame`), when there is one.
  public var path: String?
  /// The text of the offending line, shown under the message with a caret; for a long line, an
  /// excerpt around the column (see `sourceLineStart` and `sourceLineIsCut`).
  public var sourceLine: String?
  /// The bytes of the line left out before `sourceLine` (0: it starts the line).
  package var sourceLineStart = 0
  /// Whether the line goes on after `sourceLine`.
  package var sourceLineIsCut = false
  /// Extra lines such as "did you mean" suggestions, rendered as `note:` lines.
  public var notes: [String]
  /// Further problems found with this one (a targets file's, all at once), rendered after it.
  public var related: [Diagnostic] = []

  public init(
    _ severity: Severity = .error, file: String, line: Int = 0, column: Int = 0,
    message: String, path: String? = nil, sourceLine: String? = nil, notes: [String] = []
  ) {
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.path = path
    self.sourceLine = sourceLine
    self.notes = notes
  }
}
