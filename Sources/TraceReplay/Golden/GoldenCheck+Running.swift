import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension GoldenCheck {
  /// Checks each trace (paths as the user gave them) against its goldens, `jobs` traces at a time;
  /// the results are in the order of `traces`, then of `formats`.
  public func run(traces: [String]) -> [Result] {
    let collector = ResultCollector(count: traces.count)
    let workers = min(jobs, traces.count)
    if workers <= 1 {
      for (index, trace) in traces.enumerated() { collector.store(check(trace), at: index) }
    } else {
      let template = TemplateBox(self)
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = collector.nextIndex() {
          collector.store(template.check.check(traces[index]), at: index)
        }
      }
    }
    return collector.results()
  }

  /// The results of one trace, one per format.
  func check(_ trace: String) -> [Result] {
    formats.map { format in
      let golden = Self.goldenPath(forTrace: trace, format: format)
      guard filter.map({ $0.isEmpty || trace.contains($0) }) ?? true else {
        return Result(
          trace: trace, golden: golden, format: format, status: .skipped,
          message: "does not match the filter")
      }
      return check(trace, format: format, golden: golden)
    }
  }

  /// The golden of `trace` for `format`.
  public static func goldenPath(forTrace trace: String, format: ReplayRequest.Format) -> String {
    switch format {
    case .text: TraceFinder.textGoldenPath(forTrace: trace)
    case .jsonl: TraceFinder.jsonlGoldenPath(forTrace: trace)
    }
  }

  private func check(_ trace: String, format: ReplayRequest.Format, golden: String) -> Result {
    var result = Result(trace: trace, golden: golden, format: format, status: .passed)
    var replay = request
    replay.tracePath = trace
    replay.format = format
    replay.colors = false
    let output = StringOutput()
    if case .failed(var diagnostic) = ReplayRun.run(replay, output: output, diagnostics: { _ in }) {
      if diagnostic.file == ReplayRun.resolve(trace, in: request.workingDirectory) { diagnostic.file = trace }
      result.status = .error
      result.message = "the replay stopped on bad input: \(diagnostic.message)"
      result.diagnostic = diagnostic
      return result
    }
    let actual = output.text
    let goldenFile = ReplayRun.resolve(golden, in: request.workingDirectory)
    let pendingFile = goldenFile + TraceFinder.pendingSuffix
    let expected: [UInt8]?
    do throws(Diagnostic) {
      let folder = ReplayRun.resolve(ReplayRun.directory(of: trace), in: request.workingDirectory)
      try Self.refuseLinkOut(goldenFile, display: golden, folder: folder.isEmpty ? "." : folder)
      try Self.refuseLinkOut(
        pendingFile, display: golden + TraceFinder.pendingSuffix, folder: folder.isEmpty ? "." : folder)
      expected = try Self.read(goldenFile, display: golden)
    } catch {
      return failed(result, error)
    }
    guard let expected else {
      guard update != .none else {
        result.status = .failed
        result.message = "no golden: record it with --update=missing (never on CI)"
        return result
      }
      return write(actual, to: goldenFile, pending: pendingFile, result, status: .recorded)
    }
    let matches = expected.elementsEqual(actual.utf8)
    if update == .all || (!matches && update == .failed) {
      return write(actual, to: goldenFile, pending: pendingFile, result, status: matches ? .passed : .updated)
    }
    if matches {
      if Self.remove(pendingFile) { result.removedPending = golden + TraceFinder.pendingSuffix }
      return result
    }
    result.status = .failed
    result.message = "the output differs from the golden"
    let old = String(decoding: expected, as: UTF8.self)
    let diff = UnifiedDiff(oldLabel: golden, newLabel: "\(golden) (actual)", context: diffContext)
    result.diff = diff.render(old, actual)
    if diffColor {
      var colored = diff
      colored.color = true
      result.coloredDiff = colored.render(old, actual)
    }
    do throws(Diagnostic) {
      try AtomicFile(path: pendingFile, failingAt: failurePoint).write(actual)
      result.pending = golden + TraceFinder.pendingSuffix
    } catch {
      return failed(result, error)
    }
    return result
  }

  private func write(
    _ text: String, to goldenFile: String, pending pendingFile: String, _ result: Result,
    status: Result.Status
  ) -> Result {
    var result = result
    do throws(Diagnostic) {
      try AtomicFile(path: goldenFile, failingAt: failurePoint).write(text)
    } catch {
      return failed(result, error)
    }
    result.status = status
    result.wroteGolden = true
    if Self.remove(pendingFile) { result.removedPending = result.golden + TraceFinder.pendingSuffix }
    return result
  }

  private func failed(_ result: Result, _ diagnostic: Diagnostic) -> Result {
    var result = result
    result.status = .error
    result.message = diagnostic.message
    result.diagnostic = diagnostic
    return result
  }

  /// Throws when `path` is a symbolic link that leads out of the trace's `folder`: a golden is
  /// read and written through its links, and a trace from a pull request must not make `check`
  /// print or replace a file elsewhere.
  static func refuseLinkOut(_ path: String, display: String, folder: String) throws(Diagnostic) {
    guard TraceFinder.kind(of: path, following: false) == .other else { return }
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
    let target = ReplayRun.realPath(path)
    if target == nil || !ReplayRun.isInside(path, folder: folder) {
      throw Diagnostic(
        file: display,
        message: "the golden is a symbolic link out of the trace's folder; it is not read or written")
    }
  }

  /// The bytes of a golden, `nil` when it does not exist.
  static func read(_ path: String, display: String) throws(Diagnostic) -> [UInt8]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      throw Diagnostic(file: display, message: "cannot read the golden file")
    }
    return [UInt8](data)
  }

  /// Removes `path` if it is a regular file (never a folder, a link or a device); whether it did.
  static func remove(_ path: String) -> Bool {
    guard TraceFinder.kind(of: path, following: false) == .file else { return false }
    return unlink(path) == 0
  }
}

/// Hands out trace indices to workers and keeps their results; shared between threads.
private final class ResultCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var slots: [[GoldenCheck.Result]]

  init(count: Int) {
    slots = Array(repeating: [], count: count)
  }

  func nextIndex() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < slots.count else { return nil }
    next += 1
    return next - 1
  }

  func store(_ results: [GoldenCheck.Result], at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = results
  }

  func results() -> [GoldenCheck.Result] {
    lock.lock()
    defer { lock.unlock() }
    return slots.flatMap { $0 }
  }
}

/// The check shared read-only by the workers; each copies the request it replays.
private final class TemplateBox: @unchecked Sendable {
  let check: GoldenCheck
  init(_ check: GoldenCheck) { self.check = check }
}
