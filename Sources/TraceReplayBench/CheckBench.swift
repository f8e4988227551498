import Foundation

/// `tracereplay-bench check`: times `tracereplay check` on a folder of many small traces with
/// one job against the default (one per core), to show that checking uses every core.
struct CheckBench {
  var traces = 1_000
  var samplesPerTrace = 60
  var runs = 3
  var folder = "bench-out"
  var tool: String?
  var seed: UInt64 = 20_260_101

  func run() throws {
    let base = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.path
    let corpus = base + "/check-\(traces)"
    try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
    try Data(TraceGenerator.sceneJSON().utf8).write(
      to: URL(fileURLWithPath: corpus + "/" + TraceGenerator.sceneName))
    for index in 0..<traces {
      let path = corpus + "/trace-\(String(index + 100_000).dropFirst()).jsonl"
      if !FileManager.default.fileExists(atPath: path) {
        try TraceGenerator.write(count: samplesPerTrace, seed: seed &+ UInt64(index), to: path)
      }
    }
    let binaries = Bundle.main.executableURL?.deletingLastPathComponent().path ?? "."
    let tool = self.tool ?? binaries + "/tracereplay"
    _ = try ChildRun.run([tool, "check", corpus, "--update=missing", "--format", "both"])
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("check bench: \(traces) traces of about \(samplesPerTrace) samples, both formats, \(cores) cores")
    print("median wall time of \(runs) runs (monotonic clock)")
    var medians: [Double] = []
    for jobs in [1, cores] {
      var times: [Double] = []
      for _ in 0..<runs {
        let child = try ChildRun.run(
          [tool, "check", corpus, "--update=none", "--format", "both", "--jobs", String(jobs)])
        times.append(child.seconds)
      }
      let median = times.sorted()[times.count / 2]
      medians.append(median)
      print("  check --jobs \(jobs): \(fixed(median, 3)) s")
    }
    print("  speed-up of --jobs \(cores) over --jobs 1: \(fixed(medians[0] / medians[1], 2))x")
  }
}
