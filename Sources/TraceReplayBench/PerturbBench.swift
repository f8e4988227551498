import Foundation
import TraceReplay

/// `tracereplay-bench perturb`: the speed goals of `perturb` and `shrink` (docs/performance.md).
///
/// - `perturb --runs 1000` of a 200-sample trace against 1,000 replays of it in this process,
///   divided by the jobs: the ratio should be at most 1.3, and the peak memory under 64 MB.
/// - `shrink` of a 10,000-sample trace of 200 touches, one of which lifts outside its button:
///   the replays per touch kept (under 200) and the time (under 10 s in release).
struct PerturbBench {
  var folder = "bench-out"
  var tool: String?
  var runs = 1_000

  static let scene = """
    {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
     "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50],
       "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}]}]}
    """

  func run() throws {
    let base = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.path + "/perturb"
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    try Data(TraceGenerator.sceneJSON().utf8).write(
      to: URL(fileURLWithPath: base + "/" + TraceGenerator.sceneName))
    try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: base + "/button.scene.json"))
    let trace = base + "/perturb-200.jsonl"
    try TraceGenerator.write(count: 200, seed: 27, to: trace)
    let binaries = Bundle.main.executableURL?.deletingLastPathComponent().path ?? "."
    let tool = self.tool ?? binaries + "/tracereplay"

    let fixture = try ReplayFixture.load(ReplayRequest(tracePath: trace))
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let jobCounts = Array(Set([1, cores])).sorted()
    // Rounds of the in-process replays followed by each child, each child's ratio taken
    // against the replays of its own round and the median of the rounds reported: on a
    // shared machine the load changes from second to second, and a ratio of two measurements
    // taken far apart measures the load as much as the code.
    var replayTimes: [Double] = []
    var replayCPUs: [Double] = []
    var children: [Int: [(run: ChildRun, ratio: Double, cpuRatio: Double)]] = [:]
    let rounds = 5
    for _ in 0..<rounds {
      let start = ChildRun.monotonicSeconds()
      let cpuStart = Self.processCPUSeconds()
      for _ in 0..<runs { try fixture.replay(fixture.samples) { _ in } }
      let replays = ChildRun.monotonicSeconds() - start
      let replaysCPU = Self.processCPUSeconds() - cpuStart
      replayTimes.append(replays)
      replayCPUs.append(replaysCPU)
      for jobs in jobCounts {
        let child = try ChildRun.run([tool, "perturb", trace, "--runs", String(runs), "--jobs", String(jobs)])
        children[jobs, default: []].append(
          (child, child.seconds / (replays / Double(jobs)), child.cpuSeconds / replaysCPU))
      }
    }
    print(
      "perturb bench: \(fixture.samples.count)-sample trace, \(runs) runs, \(cores) cores, medians of \(rounds) rounds"
    )
    print(
      "  \(runs) replays in process: \(fixed(Bench.median(replayTimes), 3)) s, cpu \(fixed(Bench.median(replayCPUs), 3)) s"
    )
    for jobs in jobCounts {
      let measured = children[jobs] ?? []
      let seconds = Bench.median(measured.map(\.run.seconds))
      let cpu = Bench.median(measured.map(\.run.cpuSeconds))
      let peak = measured.map(\.run.maxRSSKilobytes).max() ?? 0
      let ratio = Bench.median(measured.map(\.ratio))
      let cpuRatio = Bench.median(measured.map(\.cpuRatio))
      print(
        "  perturb --runs \(runs) --jobs \(jobs): \(fixed(seconds, 3)) s, \(fixed(ratio, 2))x the replays / jobs "
          + "(goal <= 1.3), peak \(peak / 1024) MB (goal < 64); cpu \(fixed(cpu, 3)) s, "
          + "\(fixed(cpuRatio, 2))x the replays' (steadier on a shared machine)")
    }

    let long = base + "/shrink-10000.jsonl"
    try Data(Self.shrinkTrace().utf8).write(to: URL(fileURLWithPath: long))
    let start = ChildRun.monotonicSeconds()
    let shrinkFixture = try ReplayFixture.load(ReplayRequest(tracePath: long))
    guard case .success(let pattern) = RecordPattern.parse("events=touchUpOutside") else { return }
    let shrinker = Shrinker(fixture: shrinkFixture, goal: ShrinkGoal(keep: [pattern]))
    let result = try shrinker.run()
    let seconds = ChildRun.monotonicSeconds() - start
    print(
      "  shrink of \(shrinkFixture.samples.count) samples, 200 touches: \(result.summary), \(fixed(seconds, 2)) s); "
        + "\(result.replays / max(result.touches, 1)) replays per touch kept (goal < 200), goal < 10 s")
  }

  /// The CPU time this process has used (the replays in process run on one thread).
  static func processCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// 199 taps on `ok` of 50 samples each, and among them one drag of 50 samples that lifts
  /// outside its touch area: 10,000 samples.
  static func shrinkTrace() -> String {
    var lines = ["{\"tracereplay\":1,\"scene\":\"button.scene.json\"}"]
    var t = 0.0
    func sample(_ phase: String, _ x: Double, _ y: Double) {
      lines.append(
        "{\"t\":\(fixed(t, 4)),\"id\":1,\"phase\":\"\(phase)\",\"x\":\(fixed(x, 1)),\"y\":\(fixed(y, 1))}")
      t += 0.008
    }
    for touch in 0..<200 {
      let x = 40.0 + Double(touch % 30) * 10
      var y = 725.0
      sample("began", x, y)
      for step in 0..<48 {
        y = touch == 123 ? 725 - Double(step + 1) * 3 : 725 + Double(step % 3) * 0.2
        sample("moved", x, y)
      }
      sample("ended", x, y)
      t += 0.5
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
