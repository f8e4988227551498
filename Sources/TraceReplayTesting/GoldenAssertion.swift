import Foundation
import TraceReplay

/// One comparison of an output with a golden file, recording as the configuration asks.
struct GoldenAssertion {
  var configuration: GoldenConfiguration
  /// The failure to report, with its location; the message is filled in.
  var failure: GoldenFailure

  /// Compares `actual` with the golden at `path`; whether the assertion passed.
  func check(_ actual: String, against path: String) -> Bool {
    let mode = configuration.record
    guard let data = FileManager.default.contents(atPath: path) else {
      guard mode != .never else {
        return fail("no golden at \(path): record it with TRACEREPLAY_RECORD=missing (never on CI)")
      }
      return write(actual, to: path, verb: "recorded")
    }
    let comparison = GoldenTextComparison(golden: [UInt8](data), actual: actual, stamp: nil, format: .text)
    if comparison.matches {
      if mode == .all { return write(actual, to: path, verb: "rewrote") }
      return true
    }
    if mode == .failed || mode == .all { return write(actual, to: path, verb: "updated") }
    let diff = UnifiedDiff(oldLabel: path, newLabel: "\(path) (actual)", context: 3).render(
      String(comparison.body), actual)
    var message = "the replay's output differs from the golden \(path)"
    for note in comparison.notes { message += "\nnote: \(note)" }
    message += "\n" + diff + "re-record with TRACEREPLAY_RECORD=failed after reading the diff"
    return fail(message)
  }

  private func fail(_ message: String) -> Bool {
    var failure = failure
    failure.message = message
    configuration.reportFailure(failure)
    return false
  }

  private func write(_ text: String, to path: String, verb: String) -> Bool {
    do {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try AtomicFile(path: path).write(text)
      configuration.reportWrite("\(verb) \(path)")
      return true
    } catch {
      return fail("cannot write the golden \(path): \(error)")
    }
  }
}
