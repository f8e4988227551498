#if canImport(XCTest)
  import Foundation
  import XCTest

  /// The XCTest test case that is running, followed by an observer, so that a golden failure in
  /// an XCTest test is reported at the assertion's file and line.
  ///
  /// `XCTFail` takes the file as a `StaticString`, which no `SourceLocation` can give: only a
  /// literal at the call is one. A test case takes its failures with a `String` path
  /// (`recordFailure(withDescription:inFile:atLine:expected:)` in swift-corelibs-xctest,
  /// `record(_:)` with an `XCTIssue` in Apple's XCTest), but XCTest names the running test case
  /// nowhere public; an observer registered with `XCTestObservationCenter` sees each one start
  /// and finish. The first golden assertion of the process registers it, so the test case
  /// running then started unseen: its failure goes through `XCTFail`, at this file, with the
  /// assertion's location at the start of the message. `startObserving()` registers it earlier.
  package final class RunningXCTestCase: NSObject, XCTestObservation, @unchecked Sendable {
    /// The one observer, registered when first used.
    private static let observer: RunningXCTestCase = {
      let observer = RunningXCTestCase()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    private let lock = NSLock()
    private var running: XCTestCase?

    /// Registers the observer (once), so that every test case that starts afterwards is known.
    package static func startObserving() {
      _ = observer
    }

    /// Records `failure` on the running test case at its source location, or through
    /// `XCTFail` when the running test case started before the observer was registered.
    static func recordFailure(_ failure: GoldenFailure) {
      let location = failure.sourceLocation
      guard let testCase = observer.testCase else {
        XCTFail("\(location.filePath):\(location.line): \(failure.message)")
        return
      }
      #if canImport(Darwin)
        testCase.record(
          XCTIssue(
            type: .assertionFailure, compactDescription: failure.message,
            sourceCodeContext: XCTSourceCodeContext(
              location: XCTSourceCodeLocation(filePath: location.filePath, lineNumber: location.line))))
      #else
        testCase.recordFailure(
          withDescription: failure.message, inFile: location.filePath, atLine: location.line, expected: true)
      #endif
    }

    /// The test case running now, if it started after the observer was registered.
    var testCase: XCTestCase? {
      lock.lock()
      defer { lock.unlock() }
      return running
    }

    package func testCaseWillStart(_ testCase: XCTestCase) {
      lock.lock()
      running = testCase
      lock.unlock()
    }

    package func testCaseDidFinish(_ testCase: XCTestCase) {
      lock.lock()
      if running === testCase { running = nil }
      lock.unlock()
    }
  }
#endif
