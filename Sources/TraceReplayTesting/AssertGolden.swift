import Foundation
import Testing
import TraceReplay

/// What a golden holds: the output of `run` (text or JSON Lines) or of `explain`.
public enum GoldenFormat: String, Sendable, CaseIterable {
  case text
  case jsonl
  case explain

  /// The golden file's suffix.
  var suffix: String {
    switch self {
    case .text: ".golden.txt"
    case .jsonl: ".golden.jsonl"
    case .explain: ".explain.golden.txt"
    }
  }

  /// The output `result` gives in this format.
  func output(of result: ReplayResult) -> String {
    switch self {
    case .text: result.text
    case .jsonl: result.jsonl
    case .explain: result.explainText
    }
  }
}

/// Asserts that `result`, printed as `format`, is the golden file `golden` (relative to the
/// test file's folder), or `__Goldens__/<TestFile>/<name><suffix>` beside the test file when
/// `golden` is nil (`name` defaults to the calling function's name).
///
/// A difference is reported at `sourceLocation`, the assertion's line by default, with the
/// unified diff: a Swift Testing issue in a Swift Testing test, a failure of the test case in an
/// XCTest test. Whether goldens are written follows `GoldenConfiguration.current.record`
/// (`TRACEREPLAY_RECORD`, never on CI). Goldens are compared line by line whatever their line
/// endings. Returns whether it passed.
@discardableResult
public func assertGolden(
  _ result: ReplayResult, as format: GoldenFormat = .text, golden: String? = nil,
  named name: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let path = GoldenLocation.path(
    golden: golden, name: name, suffix: format.suffix, testFile: sourceLocation.filePath)
  let failure = GoldenFailure(message: "", golden: path, sourceLocation: sourceLocation)
  return GoldenAssertion(configuration: .current, failure: failure).check(
    format.output(of: result), against: path)
}

/// Replays `trace` against `scene` and asserts that the output is its golden: `replay` and
/// `assertGolden` in one call. Bad input is reported as a failure at the assertion.
@discardableResult
public func assertReplay(
  _ trace: TraceInput, scene: SceneInput = .header, registry: ClassRegistry = .standard,
  settings: ReplaySettings = ReplaySettings(), as format: GoldenFormat = .text, golden: String? = nil,
  named name: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  do throws(Diagnostic) {
    let result = try replay(
      trace, scene: scene, registry: registry, settings: settings, filePath: sourceLocation.filePath)
    return assertGolden(result, as: format, golden: golden, named: name, sourceLocation: sourceLocation)
  } catch {
    let failure = GoldenFailure(
      message: "the replay of \(trace.name) stopped on bad input:\n\(error.rendered(color: false))",
      golden: golden ?? "", sourceLocation: sourceLocation)
    GoldenConfiguration.current.reportFailure(failure)
    return false
  }
}
