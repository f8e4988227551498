import Testing

#if canImport(XCTest)
  import XCTest
#endif

extension GoldenConfiguration {
  /// Reports `failure` where the assertion is: as a Swift Testing issue inside a Swift Testing
  /// test, else as an XCTest failure.
  @Sendable public static func recordIssue(_ failure: GoldenFailure) {
    let location = SourceLocation(
      fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column)
    #if canImport(XCTest)
      if Test.current == nil {
        XCTFail(failure.message, file: failure.staticFilePath, line: UInt(failure.line))
        return
      }
    #endif
    Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
  }
}
