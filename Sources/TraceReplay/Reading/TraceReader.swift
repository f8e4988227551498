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
public struct TraceReader {
  /// The file name used in messages (`<stdin>` for standard input).
  public let file: String
  /// The limits and strictness in force.
  public let options: TraceReadOptions
  /// The header, when the first non-blank line is one.
  public internal(set) var header: TraceHeader?
  /// Counters kept while reading.
  public internal(set) var statistics = TraceReadStatistics()
  let source: LineSource
  var scanner: SampleScanner
  var validator: TraceValidator
  var lineNumber = 0
  /// The first non-blank line when it is a sample, held back while the header was looked for.
  var heldLine: UnsafeBufferPointer<UInt8>?
  var pending: TouchSample?
  var group = SampleGroup(time: 0, samples: [])
  var warnings: [Diagnostic] = []
  var samplesAdmitted = 0
  var finished = false
  /// An error met while reading ahead, thrown after the group before it has been returned.
  var deferredError: Diagnostic?

  /// Opens the trace at `path` (`-` for standard input) and reads its header; `name` is the file
  /// name used in messages (default: `path`).
  public init(
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
  public init(
    fileDescriptor: Int32, name: String, options: TraceReadOptions = TraceReadOptions(),
    closesWhenDone: Bool = false
  ) throws(Diagnostic) {
    let source = LineSource(
      fileDescriptor: fileDescriptor, closesWhenDone: closesWhenDone, chunkSize: options.chunkSize,
      maxLineLength: options.maxLineLength)
    try self.init(source: source, name: name, options: options)
  }

  /// Reads a trace held in memory; handy for tests and for traces embedded in other files.
  public init(bytes: [UInt8], name: String, options: TraceReadOptions = TraceReadOptions()) throws(Diagnostic)
  {
    let source = LineSource(bytes: bytes, maxLineLength: options.maxLineLength)
    try self.init(source: source, name: name, options: options)
  }

  init(source: LineSource, name: String, options: TraceReadOptions) throws(Diagnostic) {
    self.source = source
    self.file = name
    self.options = options
    self.scanner = SampleScanner(maxDepth: options.maxDepth)
    self.validator = TraceValidator(maxFingers: options.maxFingers)
    try checkStart()
    try readHeader()
  }

  /// The next group of samples sharing one timestamp, or nil after the last one.
  ///
  /// At the end of the input, strict mode throws for a touch that is still down; lenient mode
  /// returns one more group with a synthesised `cancelled` sample for each such touch.
  /// A bad line ends the samples: the group read before it is returned first, then the next call
  /// throws.
  public mutating func nextGroup() throws(Diagnostic) -> SampleGroup? {
    if let error = deferredError {
      deferredError = nil
      finished = true
      throw error
    }
    if finished { return nil }
    group.samples.removeAll(keepingCapacity: true)
    if let sample = pending.take() {
      group.time = sample.t
      group.samples.append(consume sample)
    }
    // A bad line after good samples: the samples before it are returned first, and the
    // error is thrown by the next call, so a replay shows everything up to the bad line.
    do throws(Diagnostic) {
      reading: while let line = try nextContentLine() {
        do throws(ByteError) {
          let sample = try scanner.scan(line, line: lineNumber)
          try validator.admit(
            sample, tOffset: scanner.tOffset, idOffset: scanner.idOffset, phaseOffset: scanner.phaseOffset)
          if sample.phase == .began, !validator.down.isEmpty {
            let shown = UnsafeBufferPointer(rebasing: line.prefix(Self.keptLineBytes))
            validator.down[validator.down.count - 1].sourceLine = String(decoding: shown, as: UTF8.self)
          }
          samplesAdmitted += 1
          if group.samples.isEmpty {
            group.time = sample.t
          } else if sample.t != group.time {
            pending = consume sample
            break reading
          }
          group.samples.append(consume sample)
        } catch {
          try skipOrThrow(error, line: line)
        }
      }
    } catch {
      guard !group.samples.isEmpty else {
        finished = true
        throw error
      }
      deferredError = error
      pending = nil
    }
    if group.samples.isEmpty {
      finished = true
      return try finish()
    }
    let buffered = group.samples.count + (pending == nil ? 0 : 1)
    statistics.maxBufferedSamples = max(statistics.maxBufferedSamples, buffered)
    statistics.groups += 1
    statistics.samples += group.samples.count
    return group
  }

  /// The warnings collected since the last call, in file order (lenient mode only).
  public mutating func takeWarnings() -> [Diagnostic] {
    defer { warnings.removeAll() }
    return warnings
  }
}
