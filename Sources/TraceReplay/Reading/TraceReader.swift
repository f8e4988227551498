#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Streams a trace file: reads the optional header, then yields samples grouped by timestamp.
///
/// Memory stays bounded whatever the file's length: one read buffer, one group of samples and
/// one look-ahead sample. In strict mode (the default) the first problem is thrown as a
/// `Diagnostic`; in lenient mode sample-level problems become warnings (see `takeWarnings()`).
package struct TraceReader {
  /// The file name used in messages (`<stdin>` for standard input).
  package let file: String
  /// The limits and strictness in force.
  package let options: TraceReadOptions
  /// The header, when the first non-blank line is one.
  package internal(set) var header: TraceHeader?
  /// Counters kept while reading.
  package internal(set) var statistics = TraceReadStatistics()
  let source: LineSource
  var scanner: SampleScanner
  var validator: TraceValidator
  var lineNumber = 0
  /// The first non-blank line when it is a sample, held back while the header was looked for.
  var heldLine: UnsafeBufferPointer<UInt8>?
  /// Whether `heldLine` is nil and a line has been read, so that the next line may be read
  /// straight from the buffer (`nextQuickSample`, `nextContentLine`): one test per line rather
  /// than two (about 5 instructions). Set where either changes (`nextContentLineInFull`,
  /// `readHeader`). Never set with the fast paths off (`FastPaths`): every line is then read by
  /// `nextContentLineInFull` and scanned by `scanInFull`.
  var readsFromBuffer = false
  /// Whether the last sample `readGroup(into:)` appended is the first of the next group, read
  /// ahead; the next call starts its group with it.
  var hasLookahead = false
  /// `nextGroup()` keeps the sample read ahead here between calls.
  var lookahead: [TouchSample] = []
  var group = SampleGroup(time: 0, samples: [])
  var warnings: [Diagnostic] = []
  /// Skipped lines whose warnings were not kept (over `maxHeldWarnings` in a row).
  var heldBackWarnings = 0
  var samplesAdmitted = 0
  var finished = false
  /// An error met while reading ahead, thrown after the group before it has been returned.
  var deferredError: Diagnostic?
  /// Whether `finished` is set or `deferredError` holds an error: one test on the way in.
  var stopping = false
  /// Whether the reader stopped at a line that is not a sample's shape: a header after the
  /// first line, or a line that is not a JSON object (what a trace without a scene usually
  /// means: its header is missing or misplaced).
  var stoppedAtLineShape = false

  /// Opens the trace at `path` (`-` for standard input) and reads its header; `name` is the file
  /// name used in messages (default: `path`).
  package init(
    path: String, name: String? = nil, options: TraceReadOptions = TraceReadOptions()
  ) throws(Diagnostic) {
    if path == "-" {
      try self.init(fileDescriptor: 0, name: "<stdin>", options: options)
      return
    }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else {
      let reason = String(cString: strerror(errno))
      throw Diagnostic(file: name ?? path, message: "cannot open trace: \(reason)")
    }
    try self.init(fileDescriptor: fd, name: name ?? path, options: options, closesWhenDone: true)
  }

  /// Reads a trace from an open file descriptor (a pipe, a socket, a file) and reads its header.
  package init(
    fileDescriptor: Int32, name: String, options: TraceReadOptions = TraceReadOptions(),
    closesWhenDone: Bool = false
  ) throws(Diagnostic) {
    let source = LineSource(
      fileDescriptor: fileDescriptor, closesWhenDone: closesWhenDone, chunkSize: options.chunkSize,
      maxLineLength: options.maxLineLength)
    try self.init(source: source, name: name, options: options)
  }

  /// Reads a trace held in memory; handy for tests and for traces embedded in other files.
  package init(bytes: [UInt8], name: String, options: TraceReadOptions = TraceReadOptions())
    throws(Diagnostic)
  {
    let source = LineSource(bytes: bytes, maxLineLength: options.maxLineLength)
    try self.init(source: source, name: name, options: options)
  }

  init(source: LineSource, name: String, options: TraceReadOptions) throws(Diagnostic) {
    self.source = source
    self.file = name
    self.options = options
    self.scanner = SampleScanner(maxDepth: options.maxDepth)
    self.validator = TraceValidator(maxFingers: options.maxFingers, keptLineLimit: Self.keptLineBytes)
    try checkStart()
    try readHeader()
  }

  /// The next group of samples sharing one timestamp, or nil after the last one.
  ///
  /// At the end of the input, strict mode throws for a touch that is still down; lenient mode
  /// returns one more group with a synthesised `cancelled` sample for each such touch.
  /// A bad line ends the samples: the group read before it is returned first, then the next call
  /// throws.
  package mutating func nextGroup() throws(Diagnostic) -> SampleGroup? {
    var samples: [TouchSample] = []
    swap(&samples, &group.samples)
    samples.removeAll(keepingCapacity: true)
    if hasLookahead, let sample = lookahead.popLast() { samples.append(sample) }
    let read = try readGroup(into: &samples)
    if hasLookahead, let sample = samples.popLast() { lookahead.append(sample) }
    group.samples = samples
    guard let read else { return nil }
    group.time = read.time
    return group
  }

  /// Appends the samples of the next group to `samples`, then perhaps the first sample of the
  /// group after it; returns the group's time and where it ends, or nil after the last group.
  ///
  /// `nextGroup()` without a copy, for a caller that keeps many groups in one array. When a
  /// sample was read ahead (`hasLookahead`), it is the last in `samples`, and the next call starts
  /// from it: pass the same array again, or first move the sample with `moveLookahead(from:to:)`.
  /// Nothing is appended when it returns nil or throws.
  ///
  /// Inlined into its callers (the read-ahead loop, `nextGroup()`): it is called once a group,
  /// and as a function of its own its entry and exit cost about 40 instructions a group.
  @inline(__always)
  mutating func readGroup(into samples: inout [TouchSample]) throws(Diagnostic) -> (time: Double, end: Int)? {
    if stopping {
      if let error = deferredError {
        deferredError = nil
        finished = true
        throw error
      }
      if finished { return nil }
    }
    let resumes = hasLookahead && !samples.isEmpty
    hasLookahead = false
    let start = resumes ? samples.count - 1 : samples.count
    var time = resumes ? samples[start].t : 0
    // A bad line after good samples: the samples before it are returned first, and the
    // error is thrown by the next call, so a replay shows everything up to the bad line.
    do throws(Diagnostic) {
      reading: while true {
        var line = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        if let sample = nextQuickSample(line: &line) {
          do throws(ByteError) {
            if try take(sample, line: line, into: &samples, start: start, time: &time) { break reading }
          } catch {
            try skipOrThrow(error, line: line)
          }
          continue
        }
        guard let next = try nextContentLine() else { break reading }
        line = next
        do throws(ByteError) {
          let sample = try scanner.scan(line, line: lineNumber)
          if try take(sample, line: line, into: &samples, start: start, time: &time) { break reading }
        } catch {
          try skipOrThrow(error, line: line)
        }
      }
    } catch {
      stopping = true
      guard samples.count > start else {
        finished = true
        throw error
      }
      deferredError = error
    }
    if samples.count == start {
      finished = true
      stopping = true
      guard let time = try finish(into: &samples) else { return nil }
      return (time, samples.count)
    }
    let end = hasLookahead ? samples.count - 1 : samples.count
    let count = end - start
    statistics.maxBufferedSamples = max(statistics.maxBufferedSamples, samples.count - start)
    statistics.groups &+= 1
    statistics.samples &+= count
    return (time, end)
  }

  /// Admits `sample`, read from `line`, and appends it to the group that starts at `start` in
  /// `samples`; returns true when it is the first of the next group (`hasLookahead` is then set).
  @inline(__always)
  mutating func take(
    _ sample: consuming TouchSample, line: UnsafeBufferPointer<UInt8>, into samples: inout [TouchSample],
    start: Int, time: inout Double
  ) throws(ByteError) -> Bool {
    try validator.admit(
      sample, tOffset: scanner.tOffset, idOffset: scanner.idOffset, phaseOffset: scanner.phaseOffset)
    if sample.phase == .began {
      keepBeganLine(line)
    }
    samplesAdmitted &+= 1
    let t = sample.t
    samples.append(sample)
    if samples.count &- 1 == start {
      time = t
    } else if t != time {
      hasLookahead = true
      return true
    }
    return false
  }

  /// Appends the sample `nextGroup()` read ahead and holds, if any, to `samples`, so that
  /// `readGroup(into:)` on `samples` starts its group with it (a reader read with `nextGroup()`
  /// first, then with `readGroup(into:)`).
  mutating func moveHeldLookahead(into samples: inout [TouchSample]) {
    guard hasLookahead, let sample = lookahead.popLast() else { return }
    samples.append(sample)
  }

  /// Moves the sample read ahead, if any, from the end of `old` to the end of `new`.
  mutating func moveLookahead(from old: inout [TouchSample], to new: inout [TouchSample]) {
    guard hasLookahead, let sample = old.popLast() else { return }
    new.append(sample)
  }

  /// Keeps the start of a `began` line with the touch it began, for an "is never ended" message.
  mutating func keepBeganLine(_ line: UnsafeBufferPointer<UInt8>) {
    // Kept as bytes: they become text only for the message, which few traces need.
    validator.keepLastBeganLine(line)
  }

  /// The warnings collected since the last call, in file order (lenient mode only).
  package mutating func takeWarnings() -> [Diagnostic] {
    if heldBackWarnings > 0 {
      warnings.append(
        Diagnostic(
          .warning, file: file,
          message: "\(heldBackWarnings) more sample lines were skipped without a warning each: "
            + "at most \(Self.maxHeldWarnings) warnings in a row are kept",
          notes: ["the sample is skipped"]))
      heldBackWarnings = 0
    }
    defer { warnings.removeAll() }
    return warnings
  }
}
