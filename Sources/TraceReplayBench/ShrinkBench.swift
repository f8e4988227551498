import Foundation
import TraceReplay

/// `tracereplay-bench shrink`: `shrink` where most of a recording must stay, and the peak memory
/// of `perturb` and `shrink` on a recording of a million samples (docs/performance.md).
///
/// - `shrink --keep type=touch,tap=200` of 200 quick taps on one button, 22 samples each: every
///   touch must stay (the 200th tap counts the 199 before it), their tremor can go. The replays
///   per touch kept (goal under 10) and the time, inside the default budget (10,000 replays,
///   120 s) without reaching it.
/// - `perturb --runs 1` and `shrink --max-replays 3` of 1,000,000 samples (333,333 taps and a
///   drag that lifts outside), each in a child process: the peak resident memory, against the
///   trace's size on disk (goals: perturb under 12x, shrink under 8x).
struct ShrinkBench {
  var folder = "bench-out"
  var tool: String?
  var samples = 1_000_000

  func run() throws {
    let base = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.path + "/shrink"
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    try Data(PerturbBench.scene.utf8).write(to: URL(fileURLWithPath: base + "/button.scene.json"))
    let binaries = Bundle.main.executableURL?.deletingLastPathComponent().path ?? "."
    let tool = self.tool ?? binaries + "/tracereplay"

    let stay = base + "/shrink-stay.jsonl"
    try Data(Self.repeatedTaps(200).utf8).write(to: URL(fileURLWithPath: stay))
    let start = ChildRun.monotonicSeconds()
    let fixture = try ReplayFixture.load(ReplayRequest(tracePath: stay))
    guard case .success(let pattern) = RecordPattern.parse("type=touch,tap=200") else { return }
    let shrinker = Shrinker(fixture: fixture, goal: ShrinkGoal(keep: [pattern]))
    let result = try shrinker.run()
    let seconds = ChildRun.monotonicSeconds() - start
    let budget = ShrinkBudget()
    print("shrink bench")
    print(
      "  shrink of 200 taps that must all stay: \(result.summary), \(fixed(seconds, 2)) s); "
        + "\(fixed(Double(result.replays) / Double(max(result.touches, 1)), 1)) replays per touch kept (goal < 10), "
        + (result.stoppedBy == nil
          ? "within the default budget (\(budget.replays) replays, \(Int(budget.seconds ?? 0)) s)"
          : "STOPPED by the budget"))

    let large = base + "/memory-\(samples).jsonl"
    let size = try Self.writeLarge(samples: samples, to: large)
    let megabytes = Double(size) / 1_048_576
    let perturb = try ChildRun.run([tool, "perturb", large, "--runs", "1", "--jobs", "1"])
    let shrink = try ChildRun.run([
      tool, "shrink", large, "--keep", "events=touchUpOutside", "--max-replays", "3", "-o",
      base + "/memory-shrunk.jsonl",
    ])
    // The goals: perturb keeps a few numbers per outcome and per touch beside the samples and a
    // changed copy of them (docs/perturb.md), shrink the samples twice (docs/errors-and-limits.md).
    for (name, child, goal) in [("perturb --runs 1", perturb, 12.0), ("shrink --max-replays 3", shrink, 8.0)]
    {
      let peak = Double(child.maxRSSKilobytes) / 1024
      print(
        "  \(name) of \(samples) samples (\(fixed(megabytes, 1)) MB): peak \(fixed(peak, 0)) MB, "
          + "\(fixed(peak / megabytes, 1))x the trace (goal < \(fixed(goal, 0))x), \(fixed(child.seconds, 1)) s"
      )
    }
  }

  /// `count` taps on `ok` at one spot, each a `began`, 20 moves of tremor 4 ms apart and an
  /// `ended`, 0.1 s apart: each is a repeat of the one before.
  static func repeatedTaps(_ count: Int) -> String {
    var lines = ["{\"tracereplay\":1,\"scene\":\"button.scene.json\"}"]
    var t = 0.0
    var random = SeededRandom(seed: 41)
    func jitter() -> Double { Double(random.next() % 200) / 100 - 1 }
    func sample(_ phase: String, _ x: Double, _ y: Double) {
      lines.append(
        "{\"t\":\(fixed(t, 3)),\"id\":1,\"phase\":\"\(phase)\",\"x\":\(fixed(x, 2)),\"y\":\(fixed(y, 2))}")
    }
    for _ in 0..<count {
      let (x, y) = (195 + 2 * jitter(), 725 + 2 * jitter())
      sample("began", x, y)
      for _ in 0..<20 {
        t += 0.004
        sample("moved", x + jitter(), y + jitter())
      }
      t += 0.004
      sample("ended", x, y)
      t += 0.1
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Taps on `ok` (a began, a move and an ended, 16 ms apart, 0.5 s between taps) up to
  /// `samples` samples, with a drag that lifts outside it in the middle; returns the file's size.
  static func writeLarge(samples: Int, to path: String) throws -> Int {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw BenchError("cannot write \(path)") }
    defer { try? handle.close() }
    var chunk = "{\"tracereplay\":1,\"scene\":\"button.scene.json\"}\n"
    var size = 0
    var t = 0.0
    var written = 0
    func sample(_ phase: String, _ x: Double, _ y: Double) {
      chunk +=
        "{\"t\":\(fixed(t, 3)),\"id\":1,\"phase\":\"\(phase)\",\"x\":\(fixed(x, 1)),\"y\":\(fixed(y, 1))}\n"
      written += 1
    }
    while written + 3 <= samples {
      let x = 40.0 + Double((written / 3) % 30) * 10
      let drag = written / 3 == samples / 6
      sample("began", x, 725)
      t += 0.016
      sample("moved", x, drag ? 650 : 725.5)
      t += 0.016
      sample("ended", x, drag ? 600 : 725.5)
      t += 0.5
      if chunk.utf8.count > 1 << 20 {
        size += chunk.utf8.count
        handle.write(Data(chunk.utf8))
        chunk = ""
      }
    }
    size += chunk.utf8.count
    handle.write(Data(chunk.utf8))
    return size
  }
}
