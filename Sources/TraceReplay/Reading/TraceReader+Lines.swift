#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TraceReader {
  /// Fails with `binary file` when the first chunk holds a NUL byte.
  ///
  /// The chunk is searched with `memchr`; lines are counted only up to a NUL when there is one,
  /// so a text file costs a few instructions per 32 bytes, not several per byte.
  mutating func checkStart() throws(Diagnostic) {
    do {
      try source.prefetch()
    } catch {
      throw sourceDiagnostic(error)
    }
    let bytes = source.unread
    guard let base = bytes.baseAddress, let found = memchr(base, 0, bytes.count) else { return }
    let k = UnsafeRawPointer(found) - UnsafeRawPointer(base)
    var line = 1
    var lineStart = 0
    for j in 0..<k where bytes[j] == 0x0A {
      line += 1
      lineStart = j + 1
    }
    var lineEnd = k
    while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
    throw Diagnostic(
      file: file, line: line, column: k - lineStart + 1,
      message: "binary file: found a NUL byte; a trace is UTF-8 text", sourceLine: text)
  }

  /// The next line and its sample when the line has the usual shape (`quickLineInBuffer`) and
  /// is whole in the buffer, read without first searching for its end; nil leaves the line to
  /// `nextContentLine` and the scanner.
  @inline(__always)
  mutating func nextQuickSample(line: inout UnsafeBufferPointer<UInt8>) -> TouchSample? {
    guard readsFromBuffer else { return nil }
    let unread = source.unread
    let sample = scanner.quickLineInBuffer(unread, line: lineNumber &+ 1)
    guard scanner.bufferedLineNext > 0,
      source.takeLine(count: scanner.bufferedLineCount, next: scanner.bufferedLineNext)
    else { return nil }
    // Counted with wrapping adds, here and for each sample and group: a count of lines, samples
    // or groups of a file stays far below `Int.max` (each takes at least a byte), so the
    // overflow test, a branch per count, never fires.
    lineNumber &+= 1
    statistics.lines &+= 1
    line = UnsafeBufferPointer(start: unread.baseAddress, count: scanner.bufferedLineCount)
    return sample
  }

  /// The next non-blank line, counting lines; nil at the end of the input.
  ///
  /// Inlined for the usual case, a line already whole in the buffer after the first line;
  /// `nextContentLineInFull` reads the others.
  @inline(__always)
  mutating func nextContentLine() throws(Diagnostic) -> UnsafeBufferPointer<UInt8>? {
    if readsFromBuffer, let line = source.nextBufferedLine() {
      lineNumber &+= 1
      statistics.lines &+= 1
      if !Self.isBlank(line) { return line }
    }
    return try nextContentLineInFull()
  }

  /// `nextContentLine` for any line.
  mutating func nextContentLineInFull() throws(Diagnostic) -> UnsafeBufferPointer<UInt8>? {
    if let held = heldLine {
      heldLine = nil
      readsFromBuffer = scanner.fast && lineNumber > 0
      return held
    }
    while true {
      let line: UnsafeBufferPointer<UInt8>?
      do {
        line = try source.nextLine()
      } catch {
        lineNumber += 1
        throw sourceDiagnostic(error)
      }
      guard let line else { return nil }
      lineNumber += 1
      statistics.lines += 1
      readsFromBuffer = scanner.fast
      var content = line
      if lineNumber == 1 && Self.hasByteOrderMark(line) {
        content = UnsafeBufferPointer(rebasing: line[3...])
      }
      if !Self.isBlank(content) { return content }
    }
  }

  /// Whether the line starts with a UTF-8 byte order mark, which is skipped on the first line.
  static func hasByteOrderMark(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    line.count >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF
  }

  @inline(__always)
  static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in line where byte != 0x20 && byte != 0x09 && byte != 0x0D { return false }
    return true
  }

  func sourceDiagnostic(_ failure: LineSource.Failure) -> Diagnostic {
    switch failure {
    case .lineTooLong:
      return Diagnostic(
        file: file, line: lineNumber, column: options.maxLineLength + 1,
        message: "line is longer than \(options.maxLineLength) bytes, the limit")
    case .readFailed(let reason):
      return Diagnostic(file: file, message: "cannot read trace: \(reason)")
    }
  }

  /// Throws the diagnostic for a bad sample line, or in lenient mode records it as a warning.
  mutating func skipOrThrow(_ error: ByteError, line: UnsafeBufferPointer<UInt8>) throws(Diagnostic) {
    let fatal = error.kind == .binary || error.kind == .notUTF8 || error.kind == .misplacedHeader
    guard options.lenient && !fatal else {
      stoppedAtLineShape = error.kind == .misplacedHeader || error.kind == .notAnObject
      throw error.diagnostic(in: line, file: file, firstLine: lineNumber)
    }
    statistics.skippedSamples += 1
    // Warnings wait here until the next group is read; a run of bad lines with no good one
    // between keeps the first `maxHeldWarnings` and counts the rest.
    guard warnings.count < Self.maxHeldWarnings else {
      heldBackWarnings += 1
      return
    }
    var warning = error.diagnostic(in: line, file: file, firstLine: lineNumber, severity: .warning)
    warning.notes.append("the sample is skipped")
    warnings.append(warning)
  }

  /// The most warnings held between two groups (each keeps at most about a kilobyte of its line).
  static let maxHeldWarnings = 1_000

  /// How much of a `began` line is kept to show under an "is never ended" message.
  static let keptLineBytes = 1024

  /// Whether the input had a non-blank line before reading started (a header or a sample).
  var hasContent: Bool { header != nil || heldLine != nil }

  /// What happens at the end of the input: an empty-trace error, unclosed touches, or nothing.
  ///
  /// In lenient mode the synthesised `cancelled` samples are appended to `samples` and their time
  /// returned.
  mutating func finish(into samples: inout [TouchSample]) throws(Diagnostic) -> Double? {
    statistics.maxBufferedBytes = source.maxBufferedBytes
    if samplesAdmitted == 0 {
      let skipped = statistics.skippedSamples
      let detail = skipped > 0 ? " (all \(skipped) sample lines were skipped)" : ""
      throw Diagnostic(file: file, message: "empty trace: no samples\(detail)")
    }
    let open = validator.stillDown
    guard let first = open.first else { return nil }
    guard options.lenient else {
      var notes = ["every touch that begins must end with an 'ended' or 'cancelled' sample"]
      if open.count > 1 {
        let others = open.dropFirst().map { TraceValidator.name($0.id) }.joined(separator: ", ")
        notes.append("also still down at the end: \(others)")
      }
      throw Diagnostic(
        file: file, line: first.state.beganLine, column: first.state.beganColumn,
        message: "touch \(TraceValidator.name(first.id)) began on line \(first.state.beganLine) "
          + "is never ended or cancelled", sourceLine: validator.sourceLine(of: first.state), notes: notes)
    }
    let time = max(validator.lastTime, 0)
    for (id, state) in open {
      warnings.append(
        Diagnostic(
          .warning, file: file, line: state.beganLine, column: state.beganColumn,
          message: "touch \(TraceValidator.name(id)) began on line \(state.beganLine) "
            + "is never ended or cancelled", sourceLine: validator.sourceLine(of: state),
          notes: ["cancelled at the end of the trace, t=\(time)"]))
      samples.append(TouchSample(t: time, id: id, phase: .cancelled, x: state.x, y: state.y))
    }
    validator.removeAllDown()
    statistics.groups += 1
    statistics.samples += open.count
    statistics.maxBufferedSamples = max(statistics.maxBufferedSamples, open.count)
    return time
  }
}
