import Testing

extension GoldenConfiguration {
  /// Reports `failure` where the assertion is: as a Swift Testing issue inside a Swift Testing
  /// test, else as a failure of the running XCTest test case (`RunningXCTestCase`).
  @Sendable public static func recordIssue(_ failure: GoldenFailure) {
    #if canImport(XCTest)
      if Test.current == nil {
        RunningXCTestCase.recordFailure(failure)
        return
      }
    #endif
    Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.sourceLocation)
  }
}
