import Foundation

/// How golden assertions record and report, for the current task: set it for a block with
/// `withGoldenConfiguration(record:reportFailure:_:)`.
public struct GoldenConfiguration: Sendable {
  /// Which goldens may be written.
  public var record: GoldenRecordMode
  /// What a failure does: by default it records an issue at the assertion (Swift Testing), or
  /// calls `XCTFail` there (XCTest). Tests of tests inject their own to look at the failure.
  public var reportFailure: @Sendable (GoldenFailure) -> Void
  /// What a write does besides writing: by default a line on standard error
  /// (`recorded path`), so a recording run says what it wrote.
  public var reportWrite: @Sendable (String) -> Void

  /// Creates a configuration; the defaults follow the environment and report as described.
  public init(
    record: GoldenRecordMode = .fromEnvironment(ProcessInfo.processInfo.environment),
    reportFailure: @escaping @Sendable (GoldenFailure) -> Void = GoldenConfiguration.recordIssue,
    reportWrite: @escaping @Sendable (String) -> Void = GoldenConfiguration.printWrite
  ) {
    self.record = record
    self.reportFailure = reportFailure
    self.reportWrite = reportWrite
  }

  /// The configuration in force for the current task.
  @TaskLocal public static var current = GoldenConfiguration()

  /// Writes `line` to standard error.
  @Sendable public static func printWrite(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// Runs `body` with golden assertions recording as `record` asks and reporting failures to
/// `reportFailure` (the current one when nil).
@discardableResult
public func withGoldenConfiguration<Result>(
  record: GoldenRecordMode? = nil, reportFailure: (@Sendable (GoldenFailure) -> Void)? = nil,
  _ body: () throws -> Result
) rethrows -> Result {
  var configuration = GoldenConfiguration.current
  if let record { configuration.record = record }
  if let reportFailure { configuration.reportFailure = reportFailure }
  return try GoldenConfiguration.$current.withValue(configuration, operation: body)
}
