/// A golden assertion that failed: the message (with the unified diff) and where the assertion
/// is in the test's source, which is where Xcode and `swift test` show it.
public struct GoldenFailure: Sendable, Equatable {
  /// What went wrong, then the diff from the golden to the replay's output.
  public var message: String
  /// The golden's path.
  public var golden: String
  /// The calling assertion's `#fileID`.
  public var fileID: String
  /// The calling assertion's `#filePath`.
  public var filePath: String
  /// The calling assertion's line.
  public var line: Int
  /// The calling assertion's column.
  public var column: Int
  /// `#filePath` as XCTest takes it.
  var staticFilePath: StaticString = ""

  /// Creates a failure at a source location.
  public init(message: String, golden: String, fileID: String, filePath: String, line: Int, column: Int) {
    self.message = message
    self.golden = golden
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  public static func == (a: GoldenFailure, b: GoldenFailure) -> Bool {
    (a.message, a.golden, a.fileID, a.filePath, a.line, a.column)
      == (b.message, b.golden, b.fileID, b.filePath, b.line, b.column)
  }
}
