import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Generates the traces, times each tool on each and prints the table.
struct Bench {
  struct Options {
    var sizes = [10_000, 100_000, 1_000_000, 5_000_000]
    /// Runs per measurement for every size; nil means 5 up to 100 k samples, 3 above.
    var runsOverride: Int?
    var startupRuns = 20
    var folder = "bench-out"
    /// The `tracereplay` to time; nil means the one built beside the bench.
    var tool: String?
    var seed: UInt64 = 20_260_001
  }

  /// One line of the table: a tool on one trace.
  struct Measurement {
    var name: String
    var seconds: Double
    var maxRSSKilobytes: Int
    /// The median processor time (all threads): above the wall time when threads overlap.
    var cpuSeconds: Double
  }

  let options: Options

  func run() throws {
    let folder = URL(fileURLWithPath: options.folder, isDirectory: true).standardizedFileURL.path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(TraceGenerator.sceneJSON().utf8).write(
      to: URL(fileURLWithPath: folder + "/" + TraceGenerator.sceneName))
    try Data(TraceGenerator.gestureSceneJSON().utf8).write(
      to: URL(fileURLWithPath: folder + "/" + TraceGenerator.gestureSceneName))
    try Data(TraceGenerator.motionSceneJSON().utf8).write(
      to: URL(fileURLWithPath: folder + "/" + TraceGenerator.motionSceneName))
    try Data(ButtonGridGenerator.sceneJSON().utf8).write(
      to: URL(fileURLWithPath: folder + "/" + ButtonGridGenerator.sceneName))
    let binaries = try binaryFolder()
    let tool = options.tool ?? binaries + "/tracereplay"
    let bench = binaries + "/tracereplay-bench"
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      throw BenchError("\(tool) not built (swift build -c release --product tracereplay)")
    }
    let wc = ["/usr/bin/wc", "/bin/wc"].first { FileManager.default.isExecutableFile(atPath: $0) }
    print(
      "tracereplay bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, median wall time"
        + " (monotonic clock) of N runs, cpu = median user + system time of all threads,"
        + " RSS = the child's peak resident set")
    print(
      "x decode: how many times faster than the JSONDecoder baseline of the same size; "
        + "t/wc -l: the time over wc -l's")
    print("")
    print(Self.header)
    print(String(repeating: "-", count: Self.header.count))
    var summary: [Summary] = []
    for size in options.sizes {
      let path = try trace(size: size, folder: folder)
      let samples = try sampleCount(path)
      let runs = options.runsOverride ?? (size <= 100_000 ? 5 : 3)
      let jsonl = try measure("run --format jsonl", [tool, "run", path, "--format", "jsonl"], runs)
      let text = try measure("run --format text", [tool, "run", path, "--format", "text"], runs)
      let decode = try measure("JSONDecoder baseline", [bench, "decode", path], runs)
      let gesturePath = try trace(size: size, folder: folder, scene: TraceGenerator.gestureSceneName)
      let gestures = try measure(
        "jsonl, gesture scene", [tool, "run", gesturePath, "--format", "jsonl"], runs)
      let motionPath = try trace(size: size, folder: folder, scene: TraceGenerator.motionSceneName)
      let motion = try measure("jsonl, motion scene", [tool, "run", motionPath, "--format", "jsonl"], runs)
      var rows = [jsonl, text, gestures, motion, decode]
      let wcRow = try wc.map { try measure("wc -l", [$0, "-l", path], runs) }
      if let wcRow { rows.append(wcRow) }
      for row in rows {
        print(line(Self.label(size), samples, runs, row, decode: decode, wc: wcRow))
      }
      // The heavy-output workload (issue 30), against a decoder over its own trace; the
      // decoder only up to 1 M samples, where its floor is.
      let buttonsPath = try buttonsTrace(size: size, folder: folder)
      let buttonSamples = try sampleCount(buttonsPath)
      let buttons = try measure("jsonl, button grid", [tool, "run", buttonsPath, "--format", "jsonl"], runs)
      var buttonsDecode: Measurement?
      if size <= 1_000_000 {
        buttonsDecode = try measure("JSONDecoder, buttons", [bench, "decode", buttonsPath], runs)
      }
      for row in [buttons] + (buttonsDecode.map { [$0] } ?? []) {
        print(line(Self.label(size), buttonSamples, runs, row, decode: buttonsDecode, wc: nil))
      }
      fflush(nil)
      print("")
      summary.append(
        Summary(
          size: size, samples: samples, jsonl: jsonl, decode: decode, gestures: gestures, motion: motion,
          buttonSamples: buttonSamples, buttons: buttons, buttonsDecode: buttonsDecode))
    }
    let startupSeconds = try startup(folder: folder, tool: tool)
    targets(summary, startupSeconds: startupSeconds)
  }

  /// The rows of one size that the targets are checked on.
  struct Summary {
    var size: Int
    var samples: Int
    var jsonl: Measurement
    var decode: Measurement
    var gestures: Measurement
    /// The same gestures over a table that they flick (issue 40).
    var motion: Measurement
    var buttonSamples: Int
    var buttons: Measurement
    var buttonsDecode: Measurement?
  }

  static let header =
    "trace   samples  runs  tool                   median s     cpu s    samples/s  x decode  t/wc -l  max RSS MB"

  private func line(
    _ label: String, _ samples: Int, _ runs: Int, _ row: Measurement, decode: Measurement?, wc: Measurement?
  ) -> String {
    let rate = Double(samples) / row.seconds
    var text = pad(label, 5) + leftPad(String(samples), 10) + leftPad(String(runs), 6) + "  "
    text += pad(row.name, 21)
    text += leftPad(fixed(row.seconds, 4), 10)
    text += leftPad(fixed(row.cpuSeconds, 3), 10)
    text += leftPad(Self.rate(rate), 13)
    text += leftPad(decode.map { fixed($0.seconds / row.seconds, 1) + "x" } ?? "-", 10)
    text += leftPad(wc.map { fixed(row.seconds / $0.seconds, 0) + "x" } ?? "-", 9)
    text += leftPad(fixed(Double(row.maxRSSKilobytes) / 1024, 1), 12)
    return text
  }

  private func startup(folder: String, tool: String) throws -> Double {
    let path = folder + "/startup.jsonl"
    var text = "{\"tracereplay\": 1, \"scene\": \"\(TraceGenerator.sceneName)\"}\n"
    for tap in 0..<3 {
      for (step, phase) in ["began", "moved", "ended"].enumerated() {
        text += "{\"t\": \(tap).\(step)00, \"id\": 1, \"phase\": \"\(phase)\", \"x\": 50.0, \"y\": 70.0}\n"
      }
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let runs = options.startupRuns
    let jsonl = try measure("start-up", [tool, "run", path, "--format", "jsonl"], runs)
    let textRun = try measure("start-up", [tool, "run", path, "--format", "text"], runs)
    print(
      "start-up, ten-line trace, median of \(runs) runs: jsonl \(fixed(jsonl.seconds * 1000, 1)) ms, "
        + "text \(fixed(textRun.seconds * 1000, 1)) ms, max RSS \(fixed(Double(jsonl.maxRSSKilobytes) / 1024, 1)) MB"
    )
    return jsonl.seconds
  }

  /// The floors of issues 19, 20 and 30, each with whether this run met it, and a last line
  /// that counts the ones not met.
  private func targets(_ summary: [Summary], startupSeconds: Double) {
    print("")
    print("targets:")
    var missed = 0
    func report(_ text: String, _ met: Bool) {
      print("  \(text)  \(met ? "met" : "NOT met")")
      if !met { missed += 1 }
    }
    if let million = summary.first(where: { $0.size == 1_000_000 }) {
      let rate = Double(million.samples) / million.jsonl.seconds
      let cpuRatio = million.decode.cpuSeconds / million.jsonl.cpuSeconds
      let gestureRate = Double(million.samples) / million.gestures.seconds
      report("1M jsonl >= 1.5 M samples/s: \(Self.rate(rate))", rate >= 1.5e6)
      report("1M jsonl cpu >= 6x lower than JSONDecoder: \(fixed(cpuRatio, 1))x", cpuRatio >= 6)
      report("1M jsonl, gesture scene >= 1 M samples/s: \(Self.rate(gestureRate))", gestureRate >= 1e6)
      // Issue 40: a flicked table replays at the gesture scene's floor; the ratio is its time
      // over the gesture row's (the same gestures on a grid that does not move).
      let motionRate = Double(million.samples) / million.motion.seconds
      let motionRatio = million.motion.seconds / million.gestures.seconds
      report(
        "1M jsonl, motion scene >= 1 M samples/s: \(Self.rate(motionRate)) "
          + "(\(fixed(motionRatio, 2))x the gesture scene's time)", motionRate >= 1e6)
      let buttonRate = Double(million.buttonSamples) / million.buttons.seconds
      report("1M jsonl, button grid >= 1.0 M samples/s: \(Self.rate(buttonRate))", buttonRate >= 1e6)
      if let decode = million.buttonsDecode {
        let ratio = decode.cpuSeconds / million.buttons.cpuSeconds
        report("1M jsonl, button grid cpu >= 4x lower than JSONDecoder: \(fixed(ratio, 1))x", ratio >= 4)
      }
    }
    let peakRows = summary.flatMap { [$0.jsonl, $0.gestures, $0.motion, $0.buttons] }
    if let peak = peakRows.map(\.maxRSSKilobytes).max() {
      let megabytes = Double(peak) / 1024
      report("peak RSS < 32 MB (every replay row): \(fixed(megabytes, 1)) MB", megabytes < 32)
    }
    if let small = summary.first(where: { $0.size == 100_000 }),
      let large = summary.first(where: { $0.size == 5_000_000 })
    {
      for (name, before, after) in [
        ("", small.jsonl, large.jsonl), (", button grid", small.buttons, large.buttons),
      ] {
        let growth = Double(after.maxRSSKilobytes) / Double(before.maxRSSKilobytes) - 1
        report(
          "RSS 5M vs 100k within 20%\(name): \(growth >= 0 ? "+" : "")\(fixed(growth * 100, 1))%",
          abs(growth) <= 0.2)
      }
    }
    let ms = startupSeconds * 1000
    report("start-up < 15 ms: \(fixed(ms, 1)) ms", ms < 15)
    print(missed == 0 ? "all targets met" : "\(missed) target\(missed == 1 ? "" : "s") NOT met")
  }

  /// Times `runs` runs, then measures peak memory in one more run under `/usr/bin/time`.
  ///
  /// A spawned child's `ru_maxrss` includes the parent's resident set at `exec` (the spawn
  /// shares or copies the parent's memory first), so the peak is taken by `/usr/bin/time`, a
  /// small parent; without it, the `wait4` figure is an upper bound.
  private func measure(_ name: String, _ arguments: [String], _ runs: Int) throws -> Measurement {
    var seconds: [Double] = []
    var cpu: [Double] = []
    var rss = 0
    for _ in 0..<runs {
      let result = try ChildRun.run(arguments)
      seconds.append(result.seconds)
      cpu.append(result.cpuSeconds)
      rss = max(rss, result.maxRSSKilobytes)
    }
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/time") {
      let report = options.folder + "/rss.txt"
      _ = try ChildRun.run(["/usr/bin/time", "-f", "%M", "-o", report] + arguments)
      let text = try String(contentsOfFile: report, encoding: .utf8)
      if let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0) }) { rss = kilobytes }
    }
    return Measurement(
      name: name, seconds: Self.median(seconds), maxRSSKilobytes: rss, cpuSeconds: Self.median(cpu))
  }

  /// The middle value, or the mean of the two middle values of an even count; 0 for none.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The trace of `size` samples, generated once per seed and generator version.
  private func trace(size: Int, folder: String, scene: String = TraceGenerator.sceneName) throws -> String {
    let kind = scene.replacingOccurrences(of: ".scene.json", with: "")
    let path = "\(folder)/\(kind)-\(size)-s\(options.seed)-v\(TraceGenerator.version).jsonl"
    if !FileManager.default.fileExists(atPath: path) {
      FileHandle.standardError.write(Data("generating \(path)\n".utf8))
      try TraceGenerator.write(
        count: size, seed: options.seed &+ UInt64(size), scene: scene, to: path + ".tmp")
      try FileManager.default.moveItem(atPath: path + ".tmp", toPath: path)
    }
    return path
  }

  /// The button-grid trace of `size` samples, generated once per seed and generator version.
  private func buttonsTrace(size: Int, folder: String) throws -> String {
    let path = "\(folder)/buttons-\(size)-s\(options.seed)-v\(ButtonGridGenerator.version).jsonl"
    if !FileManager.default.fileExists(atPath: path) {
      FileHandle.standardError.write(Data("generating \(path)\n".utf8))
      try ButtonGridGenerator.write(count: size, seed: options.seed &+ 30 &+ UInt64(size), to: path + ".tmp")
      try FileManager.default.moveItem(atPath: path + ".tmp", toPath: path)
    }
    return path
  }

  private func sampleCount(_ path: String) throws -> Int {
    guard let handle = FileHandle(forReadingAtPath: path) else { throw BenchError("cannot read \(path)") }
    defer { try? handle.close() }
    var lines = 0
    while let chunk = try handle.read(upToCount: 1 << 22), !chunk.isEmpty {
      lines += chunk.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
    return lines - 1
  }

  private func binaryFolder() throws -> String {
    let path = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    return URL(fileURLWithPath: path).deletingLastPathComponent().path
  }

  static func label(_ size: Int) -> String {
    size % 1_000_000 == 0 ? "\(size / 1_000_000)M" : (size % 1000 == 0 ? "\(size / 1000)k" : "\(size)")
  }

  static func rate(_ perSecond: Double) -> String {
    perSecond >= 1e6 ? fixed(perSecond / 1e6, 2) + " M/s" : fixed(perSecond / 1e3, 1) + " k/s"
  }
}

func fixed(_ value: Double, _ decimals: Int) -> String {
  String(format: "%.\(decimals)f", value)
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func leftPad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
