import Testing

/// A golden assertion that failed: the message (with the unified diff) and where the assertion
/// is in the test's source, which is where Xcode and `swift test` show it.
public struct GoldenFailure: Sendable, Equatable {
  /// What went wrong, then the diff from the golden to the replay's output.
  public var message: String
  /// The golden's path.
  public var golden: String
  /// Where the calling assertion is.
  public var sourceLocation: SourceLocation

  /// Creates a failure at a source location.
  public init(message: String, golden: String, sourceLocation: SourceLocation) {
    self.message = message
    self.golden = golden
    self.sourceLocation = sourceLocation
  }
}
