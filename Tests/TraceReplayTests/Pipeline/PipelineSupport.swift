import Foundation

@testable import TraceReplay

/// Traces for the pipeline tests: long enough to cross many read-ahead and record batches.
enum PipelineSupport {
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("traces").path

  /// The example traces, by name.
  static var exampleNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: traces)) ?? []
    return files.filter { $0.hasSuffix(".jsonl") && !$0.contains(".golden.") }.sorted()
  }

  /// A trace over the grid scene (inline header path) of `taps` taps and drags, each four lines,
  /// with every `badEvery`-th tap broken in a way lenient mode skips with a warning.
  static func longTrace(taps: Int, badEvery: Int = 0, stopWith badLine: String? = nil) -> String {
    var lines = [#"{"tracereplay": 1, "scene": "grid.scene.json"}"#]
    var t = 0
    for tap in 0..<taps {
      let x = 20 + Double(tap % 4) * 97.5
      let y = 60 + Double((tap / 4) % 8) * 80
      let bad = badEvery > 0 && tap % badEvery == badEvery - 1
      lines.append(sample(t, tap % 3 + 1, "began", x, y))
      lines.append(
        bad
          ? #"{"t": \#(seconds(t + 8)), "id": 1, "phase": "mvoed", "x": 1, "y": 1}"#
          : sample(t + 8, tap % 3 + 1, "moved", x + 30, y + 5))
      lines.append(sample(t + 16, tap % 3 + 1, "moved", x + 90, y + 60))
      lines.append(sample(t + 24, tap % 3 + 1, "ended", x + 3, y + 2))
      t += 100
    }
    if let badLine { lines.append(badLine) }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func sample(_ ms: Int, _ id: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
    #"{"t": \#(seconds(ms)), "id": \#(id), "phase": "\#(phase)", "x": \#(x), "y": \#(y)}"#
  }

  private static func seconds(_ ms: Int) -> String {
    String(format: "%d.%03d", ms / 1000, ms % 1000)
  }

  /// A request for `text` read as standard input, resolving the grid scene in traces/.
  static func request(
    _ text: String, format: ReplayRequest.Format, verbose: Bool = false, lenient: Bool = false
  )
    -> ReplayRequest
  {
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array(text.utf8)
    request.scenePath = traces + "/grid.scene.json"
    request.format = format
    request.verbose = verbose
    request.lenient = lenient
    return request
  }

  /// What one thread writes: the records of the serial replay, through the same reporter.
  static func serialOutput(_ request: ReplayRequest) -> (String, ReplayRun.Outcome) {
    var records: [ReplayRecord] = []
    let outcome = ReplayRun.run(request, record: { records.append($0) }, diagnostics: { _ in })
    let output = StringOutput()
    switch request.format {
    case .jsonl:
      let reporter = JSONLReporter(output: output)
      for record in records { reporter.report(record) }
    case .text:
      let reporter = TextReporter(output: output, colors: request.colors)
      for record in records { reporter.report(record) }
    }
    return (output.text, outcome)
  }

  /// What the run to an output writes (on three threads unless the fast paths are off).
  static func pipelinedOutput(_ request: ReplayRequest) -> (String, ReplayRun.Outcome) {
    let output = StringOutput()
    let outcome = ReplayRun.run(request, output: output, diagnostics: { _ in })
    return (output.text, outcome)
  }

  /// Everything a source gives, as one list of lines: groups (time and sample lines), warnings
  /// where they are taken, and the end or the error.
  static func transcript<Source: GroupSource>(_ source: inout Source) -> [String] {
    var lines: [String] = []
    do {
      let samples = try source.forEachGroup { time, samples in
        lines.append("group \(time) \(samples.map(\.line))")
        return true
      } warning: { warning in
        lines.append("warning \(warning.line): \(warning.message)")
      }
      lines.append("end \(samples)")
    } catch {
      lines.append("error \(error.line): \(error.message)")
    }
    return lines
  }
}
