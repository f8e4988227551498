import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension GoldenCheck {
  /// Checks each trace (paths as the user gave them) against its goldens, `jobs` traces at a time;
  /// the results are in the order of `traces`, then of `formats`.
  package func run(traces all: [String]) -> [Result] {
    let traces =
      shard.map { shard in all.indices.filter { $0 % shard.count == shard.index }.map { all[$0] } } ?? all
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
    var template = self
    if let settings {
      do throws(Diagnostic) {
        let found = try settings(trace)
        template.request.projectSettings = found.replay
        if found.lenient == true { template.request.lenient = true }
        if !formatsGiven, let formats = found.formats { template.formats = formats }
      } catch {
        return formats.map { format in
          failed(
            Result(
              trace: trace, golden: Self.goldenPath(forTrace: trace, format: format), format: format,
              status: .error),
            error)
        }
      }
    }
    return template.checkWithSettings(trace)
  }

  private func checkWithSettings(_ trace: String) -> [Result] {
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
  package static func goldenPath(forTrace trace: String, format: ReplayRequest.Format) -> String {
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
    let goldenFile = Paths.resolve(golden, in: request.workingDirectory)
    let pendingFile = goldenFile + TraceFinder.pendingSuffix
    let expected: Int32?
    do throws(Diagnostic) {
      let base = Paths.directory(of: trace)
      let folder =
        base.isEmpty
        ? (request.workingDirectory ?? ".") : Paths.resolve(base, in: request.workingDirectory)
      try Self.refuseLinkOut(goldenFile, display: golden, folder: folder)
      try Self.refuseLinkOut(pendingFile, display: golden + TraceFinder.pendingSuffix, folder: folder)
      expected = try Self.open(goldenFile, display: golden)
    } catch {
      return failed(result, error)
    }
    // What is written, and where: a missing golden is recorded (if the mode allows), `failed`
    // and `all` replace the golden, and a difference otherwise goes to the pending file.
    let keep: GoldenComparison.Keep
    let target: String
    if expected == nil {
      (keep, target) = (update == .none ? .nothing : .everything, goldenFile)
    } else if update == .all {
      (keep, target) = (.everything, goldenFile)
    } else {
      (keep, target) = (.onDifference, update == .failed ? goldenFile : pendingFile)
    }
    // The stamp of the options settled for this trace: what is written starts with it, and a
    // golden's own stamp says whether other options explain a difference.
    let stamp = GoldenStamp(settled: ReplayRun.settled(replay, header: Self.header(of: replay)))
    let output = GoldenComparison(
      golden: expected, keep: keep, file: AtomicFile(path: target, failingAt: failurePoint), stamp: stamp,
      format: format)
    if case .failed(var diagnostic) = ReplayRun.run(replay, output: output, diagnostics: { _ in }) {
      output.spill?.discard()
      if diagnostic.file == Paths.resolve(trace, in: request.workingDirectory) { diagnostic.file = trace }
      result.status = .error
      result.message = "the replay stopped on bad input: \(diagnostic.message)"
      result.diagnostic = diagnostic
      return result
    }
    output.finish()
    if let error = output.error {
      output.spill?.discard()
      return failed(result, error)
    }
    guard expected != nil else {
      guard update != .none else {
        result.status = .failed
        result.message = "no golden: record it with --update=missing (never on CI)"
        return result
      }
      return commit(output, result, pending: pendingFile, status: .recorded)
    }
    result.notes = output.notes
    let matches = output.matches
    if update == .all || (!matches && update == .failed) {
      return commit(output, result, pending: pendingFile, status: matches ? .passed : .updated)
    }
    if matches {
      if Self.remove(pendingFile) { result.removedPending = golden + TraceFinder.pendingSuffix }
      return result
    }
    result.status = .failed
    renderDiff(
      golden: goldenFile, actual: output.spill?.temporary ?? pendingFile, comparison: output, stamp: stamp,
      format: format, into: &result)
    do throws(Diagnostic) {
      try output.spill?.commit()
      result.pending = golden + TraceFinder.pendingSuffix
    } catch {
      return failed(result, error)
    }
    return result
  }

  /// The largest golden and output, each, shown as a unified diff; beyond it the message says
  /// where they first differ (the diff holds both texts in memory).
  static let maxDiffBytes = 8 << 20

  /// Sets the message, notes and diff of a failed result from the golden file and the output
  /// written (the pending file's temporary file, before it is renamed, after its stamp line): as
  /// `GoldenTextComparison` says when both are small enough to diff, else as the streamed
  /// comparison says, naming the first line that differs.
  private func renderDiff(
    golden goldenFile: String, actual pendingFile: String, comparison: GoldenComparison, stamp: GoldenStamp,
    format: ReplayRequest.Format, into result: inout Result
  ) {
    let goldenSize = Self.size(goldenFile)
    guard goldenSize <= Self.maxDiffBytes, comparison.written <= Self.maxDiffBytes,
      let oldBytes = FileManager.default.contents(atPath: goldenFile),
      let newBytes = FileManager.default.contents(atPath: pendingFile)
    else {
      result.notes = comparison.notes
      result.message = comparison.mismatchMessage ?? "the output differs from the golden"
      guard comparison.mismatchMessage == nil else { return }
      result.diff =
        "--- \(result.golden)\n+++ \(result.golden) (actual)\n"
        + "the output (\(comparison.written) bytes) and the golden (\(goldenSize) bytes) are too large to diff "
        + "(the limit is \(Self.maxDiffBytes) bytes each); they first differ on line \(comparison.matchedLines + 1)\n"
      return
    }
    let actual = String(decoding: newBytes.dropFirst(comparison.stampLineCount), as: UTF8.self)
    let text = GoldenTextComparison(golden: [UInt8](oldBytes), actual: actual, stamp: stamp, format: format)
    result.notes = text.notes
    result.message = text.mismatchMessage ?? "the output differs from the golden"
    guard text.mismatchMessage == nil else { return }
    let old = String(text.body)
    let diff = UnifiedDiff(
      oldLabel: result.golden, newLabel: "\(result.golden) (actual)", context: diffContext)
    result.diff = diff.render(old, actual)
    if diffColor {
      var colored = diff
      colored.color = true
      result.coloredDiff = colored.render(old, actual)
    }
  }

  /// Renames the output written over the golden and reports it.
  private func commit(
    _ output: GoldenComparison, _ result: Result, pending pendingFile: String, status: Result.Status
  ) -> Result {
    var result = result
    do throws(Diagnostic) {
      try output.spill?.commit()
    } catch {
      return failed(result, error)
    }
    result.status = status
    result.wroteGolden = true
    if Self.remove(pendingFile) { result.removedPending = result.golden + TraceFinder.pendingSuffix }
    return result
  }

  private static func size(_ path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : 0
  }

  private func failed(_ result: Result, _ diagnostic: Diagnostic) -> Result {
    var result = result
    result.status = .error
    result.message = diagnostic.message
    result.diagnostic = diagnostic
    return result
  }

  /// The header of the trace `request` replays, for the options it sets; nil when it has none or
  /// cannot be read (the replay reports why).
  static func header(of request: ReplayRequest) -> TraceHeader? {
    let path = Paths.resolve(request.tracePath, in: request.workingDirectory)
    return (try? TraceReader(path: path, name: request.tracePath))?.header
  }

  /// Throws when `path` is a symbolic link that leads out of the trace's `folder`: a golden is
  /// read and written through its links, and a trace from a pull request must not make `check`
  /// print or replace a file elsewhere. A dangling link that leads to a name in the folder is not
  /// out of it (the golden written through it is created there); a loop of links is refused.
  static func refuseLinkOut(_ path: String, display: String, folder: String) throws(Diagnostic) {
    guard TraceFinder.kind(of: path, following: false) == .other else { return }
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
    let out = Diagnostic(
      file: display,
      message: "the golden is a symbolic link out of the trace's folder; it is not read or written")
    if Paths.realPath(path) != nil {
      if !Paths.isInside(path, folder: folder) { throw out }
      return
    }
    // Dangling: where the chain of links ends, which does not exist (yet).
    guard case .replace(let end)? = try? AtomicFile(path: path).destination() else {
      throw Diagnostic(
        file: display, message: "the golden is a loop of symbolic links; it is not read or written")
    }
    if !Paths.isInside(AtomicFile.split(end).directory, folder: folder) { throw out }
  }

  /// The golden opened for reading, `nil` when it does not exist (a dangling link, which
  /// `refuseLinkOut` let through, names a golden not recorded yet: it is written through the
  /// link); a golden that is not a regular file (a folder, a FIFO) or cannot be opened is an error.
  static func open(_ path: String, display: String) throws(Diagnostic) -> Int32? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw Diagnostic(file: display, message: "cannot read the golden file: \(TraceFinder.describe(path))")
    }
    if let kind = InputFile.describeNonRegular(status) {
      throw Diagnostic(file: display, message: "cannot read the golden file: it is \(kind)")
    }
    let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw Diagnostic(
        file: display, message: "cannot read the golden file: \(String(cString: strerror(errno)))")
    }
    return fd
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
