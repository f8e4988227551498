import Foundation
import TraceReplayTesting
import XCTest

/// `assertGolden` in an XCTest test: the failure belongs to the running test case, at the
/// assertion's file and line (XCTest's own `XCTFail` could only place it in the library).
final class AssertGoldenXCTests: XCTestCase {
  /// The failures recorded while `capturing`; any other failure fails the test as usual.
  private var captured: [(description: String, file: String, line: Int)] = []
  private var capturing = false

  override class func setUp() {
    super.setUp()
    // The observer must see the test case start; a process's first assertion registers it too
    // late for its own test case, which then falls back to `XCTFail`.
    RunningXCTestCase.startObserving()
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    guard capturing else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    captured.append((description, filePath, lineNumber))
  }

  func testADifferenceIsAFailureOfTheTestCaseAtTheAssertionsLine() throws {
    let golden = NSTemporaryDirectory() + "tracereplay-xctest-" + UUID().uuidString + ".golden.txt"
    try Data("not what the replay prints\n".utf8).write(to: URL(fileURLWithPath: golden))
    defer { try? FileManager.default.removeItem(atPath: golden) }
    let result = try replay(.file("../../traces/tap.jsonl"))

    capturing = true
    let expectedLine = #line + 1
    let passed = withGoldenConfiguration(record: .never) { assertGolden(result, golden: golden) }
    capturing = false

    XCTAssertFalse(passed)
    XCTAssertEqual(captured.map(\.line), [expectedLine])
    XCTAssertEqual(captured.map(\.file), [#filePath])
    XCTAssertTrue(captured.first?.description.contains("+++ \(golden) (actual)") ?? false)
  }

  func testBadInputIsAFailureAtTheAssertReplayLine() {
    capturing = true
    let expectedLine = #line + 2
    let passed = withGoldenConfiguration(record: .never) {
      assertReplay(
        .jsonl("// recorded on an iPhone\n"), scene: .file("../../traces/buttons.scene.json"), golden: "x")
    }
    capturing = false

    XCTAssertFalse(passed)
    XCTAssertEqual(captured.map(\.line), [expectedLine])
    XCTAssertEqual(captured.map(\.file), [#filePath])
    XCTAssertTrue(captured.first?.description.contains("stopped on bad input") ?? false)
  }
}
