#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output of one checked replay, compared with its golden as the reporter writes it, so
/// that `check` holds neither whole (a replay's output can be gigabytes): the golden is read in
/// chunks beside the output, and what must be written (a pending file, a new golden) streams
/// into a temporary file from the first difference on (or from the start), the golden's equal
/// prefix copied first.
///
/// The rules are `GoldenTextComparison`'s: given the check's stamp, the golden's first line is
/// skipped when it is a stamp (and what is written starts with the check's stamp line); the
/// golden's CRLF line endings are read as LF, so it is compared line by line.
final class GoldenComparison: TextOutput {
  /// When the output is written to `file`.
  enum Keep {
    /// Never: only whether it matches is found out.
    case nothing
    /// From the first difference (with the equal prefix), so a match writes nothing.
    case onDifference
    /// Always.
    case everything
  }

  private let golden: Int32?
  private let keep: Keep
  private let file: AtomicFile
  /// The check's stamp (nil: stamps are neither read nor written).
  private let stamp: GoldenStamp?
  /// The check's stamp line, written before the output.
  private let stampLine: [UInt8]
  /// The temporary file the output goes to, once started.
  private(set) var spill: AtomicFile.Transaction?
  /// Whether the output and the golden differ so far (`finish()` settles a shorter output).
  private(set) var differs = false
  /// The output's bytes equal to the golden's body (CRLF read as LF), from the start.
  private(set) var matched = 0
  /// The lines of the output ended within `matched`: the first difference is on the line after.
  private(set) var matchedLines = 0
  /// The output's size in bytes (without the stamp line).
  private(set) var written = 0
  /// The first error met reading the golden or writing the output; later bytes are dropped.
  private(set) var error: Diagnostic?
  /// The stamp the golden starts with; nil when it has none (or stamps are not read).
  private(set) var goldenStamp: GoldenStamp?

  /// The golden's body, read as it is compared.
  private var reader: GoldenBody?
  /// Where the golden's body starts, after its stamp line.
  private var bodyStart: off_t = 0
  private var chunk: [UInt8] = []
  private var chunkStart = 0
  private var chunkEnd = 0
  /// Output bytes for `spill` not yet written to it.
  private var pending: [UInt8] = []

  /// Compares with the golden open as `golden` (nil: there is none, every byte differs) and keeps
  /// the output in `file` as `keep` says; `stamp` is the check's own (nil: stamps are not read
  /// from the golden nor written to the file).
  init(
    golden: Int32?, keep: Keep, file: AtomicFile, stamp: GoldenStamp? = nil,
    format: ReplayRequest.Format = .text
  ) {
    self.golden = golden
    self.keep = keep
    self.file = file
    self.stamp = stamp
    stampLine = stamp.map { Array($0.line(for: format).utf8) } ?? []
    differs = golden == nil
    if let golden {
      var body = GoldenBody(fd: golden, offset: 0)
      if stamp != nil { readStamp(&body) }
      bodyStart = body.offset
      reader = body
    }
    if keep == .everything { startSpill(copyingPrefix: false) }
  }

  deinit {
    if let golden { close(golden) }
  }

  func write(_ text: String) {
    var text = text
    text.withUTF8 { consume(UnsafeRawBufferPointer($0)) }
  }

  func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    consume(UnsafeRawBufferPointer(bytes))
  }

  /// Settles the comparison once the replay has written everything (an output that stopped
  /// before the golden's end differs too) and writes out what is buffered for the file.
  func finish() {
    if !differs && error == nil && (chunkStart < chunkEnd || refill()) {
      differs = true
    }
    if differs && keep == .onDifference && spill == nil { startSpill(copyingPrefix: true) }
    if let spill { flush(to: spill) }
  }

  /// Whether the output equals the golden's body byte for byte, CRLF read as LF (after `finish()`).
  var matches: Bool { !differs && error == nil }

  /// The bytes of the stamp line at the head of what is written to the file.
  var stampLineCount: Int { stampLine.count }

  /// Whether the golden has CRLF line endings, as far as it was read (all of it when it matches).
  var sawCRLF: Bool { reader?.sawCRLF ?? false }

  /// Why the output differs when the stamps explain it (another format version, other options);
  /// nil when it matches or a diff should be shown.
  var mismatchMessage: String? {
    guard !matches, golden != nil, let stamp else { return nil }
    return GoldenTextComparison.explain(golden: goldenStamp, check: stamp).message
  }

  /// Notes for the user, as `GoldenTextComparison.notes`: CRLF endings, an unstamped golden
  /// checked with other options.
  var notes: [String] {
    var notes: [String] = []
    if sawCRLF { notes.append(GoldenTextComparison.crlfNote) }
    if !matches, golden != nil, let stamp,
      let note = GoldenTextComparison.explain(golden: goldenStamp, check: stamp).note
    {
      notes.append(note)
    }
    return notes
  }

  private func consume(_ bytes: UnsafeRawBufferPointer) {
    guard error == nil, !bytes.isEmpty else { return }
    written += bytes.count
    var offset = 0
    while !differs && offset < bytes.count {
      guard chunkStart < chunkEnd || refill() else {
        differs = true
        break
      }
      let count = min(chunkEnd - chunkStart, bytes.count - offset)
      var equal = 0
      while equal < count && chunk[chunkStart + equal] == bytes[offset + equal] {
        if bytes[offset + equal] == 0x0A { matchedLines += 1 }
        equal += 1
      }
      matched += equal
      chunkStart += equal
      offset += equal
      if equal < count { differs = true }
    }
    if differs && keep == .onDifference && spill == nil { startSpill(copyingPrefix: true) }
    guard let spill else { return }
    // Kept from the start, every byte goes out; kept from the difference, the equal prefix was
    // copied from the golden and the bytes from `offset` on follow it.
    let from = keep == .everything ? 0 : offset
    guard from < bytes.count else { return }
    // Reporters write line by line: the bytes go out to the file 64 KiB at a time.
    pending.append(contentsOf: bytes[from...])
    if pending.count >= 65_536 { flush(to: spill) }
  }

  /// Writes the bytes collected for `spill`.
  private func flush(to spill: AtomicFile.Transaction) {
    guard !pending.isEmpty else { return }
    pending.withUnsafeBytes { raw in
      do throws(Diagnostic) {
        try spill.write(raw)
      } catch {
        self.error = error
      }
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Reads the golden's next chunk; false at its end (or on an error, kept in `error`).
  private func refill() -> Bool {
    guard reader != nil else { return false }
    do throws(Diagnostic) {
      guard try reader!.next(into: &chunk, file: file) else { return false }
    } catch {
      self.error = error
      return false
    }
    chunkStart = 0
    chunkEnd = chunk.count
    return true
  }

  /// Reads the golden's first line when it is a stamp (`GoldenStamp.split`'s rule): `body` then
  /// starts after it, and `goldenStamp` is what it says.
  private func readStamp(_ body: inout GoldenBody) {
    guard let golden else { return }
    var line: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    var offset: off_t = 0
    var isStamp: Bool?
    var ended = false
    while !ended {
      let count = buffer.withUnsafeMutableBytes { pread(golden, $0.baseAddress, $0.count, offset) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 {
        error = file.failure("cannot read the golden file")
        return
      }
      if count == 0 { break }
      for index in 0..<count {
        if buffer[index] == 0x0A {
          ended = true
          offset += off_t(index + 1)
          break
        }
        // A stamp is short: a longer first line is kept no further (it reads as no stamp).
        if line.count <= 4_096 { line.append(buffer[index]) }
      }
      if !ended { offset += off_t(count) }
      if isStamp == nil && (line.count >= GoldenStamp.textPrefix.utf8.count || ended) {
        isStamp =
          line.starts(with: GoldenStamp.textPrefix.utf8) || line.starts(with: GoldenStamp.jsonPrefix.utf8)
        if isStamp == false { return }
      }
    }
    if isStamp == nil {
      // The whole golden is shorter than a prefix.
      guard line.starts(with: GoldenStamp.textPrefix.utf8) || line.starts(with: GoldenStamp.jsonPrefix.utf8)
      else { return }
    }
    if ended && line.last == 0x0D {
      line.removeLast()
      body.sawCRLF = true
    }
    body.offset = offset
    goldenStamp =
      line.count > 4_096 ? nil : GoldenStamp.parse(Substring(String(decoding: line, as: UTF8.self)))
  }

  /// Starts the temporary file, with the stamp line and the golden body's first `matched` bytes
  /// (equal to the output's).
  private func startSpill(copyingPrefix: Bool) {
    do throws(Diagnostic) {
      let transaction = try file.begin()
      spill = transaction
      if !stampLine.isEmpty {
        try Self.write(stampLine[...], to: transaction)
      }
      guard copyingPrefix, matched > 0, let golden else { return }
      var prefix = GoldenBody(fd: golden, offset: bodyStart)
      var buffer: [UInt8] = []
      var copied = 0
      while copied < matched {
        guard try prefix.next(into: &buffer, file: file) else {
          throw file.failure("cannot read the golden file")
        }
        let count = min(buffer.count, matched - copied)
        try Self.write(buffer[..<count], to: transaction)
        copied += count
      }
    } catch {
      self.error = error
    }
  }

  /// Writes `bytes` to `transaction`.
  private static func write(_ bytes: ArraySlice<UInt8>, to transaction: AtomicFile.Transaction)
    throws(Diagnostic)
  {
    var failure: Diagnostic?
    bytes.withUnsafeBytes { raw in
      do throws(Diagnostic) {
        try transaction.write(raw)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }
}

/// A golden's bytes from an offset on, read in 64 KiB chunks with CRLF line endings read as LF
/// (a lone CR stays).
private struct GoldenBody {
  let fd: Int32
  /// Where the next read starts.
  var offset: off_t
  /// Whether a CRLF was met.
  var sawCRLF = false
  private var raw = [UInt8](repeating: 0, count: 65_536)
  /// A CR ended the last chunk: it is dropped if an LF follows.
  private var heldCR = false
  private var ended = false

  init(fd: Int32, offset: off_t) {
    self.fd = fd
    self.offset = offset
  }

  /// Replaces `out` with the next bytes; false at the golden's end.
  mutating func next(into out: inout [UInt8], file: AtomicFile) throws(Diagnostic) -> Bool {
    out.removeAll(keepingCapacity: true)
    while out.isEmpty {
      if ended { return false }
      let count = raw.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw file.failure("cannot read the golden file") }
      if count == 0 {
        ended = true
        if heldCR {
          heldCR = false
          out.append(0x0D)
        }
        continue
      }
      offset += off_t(count)
      let hasCR = raw.withUnsafeBytes { $0.baseAddress.map { memchr($0, 0x0D, count) != nil } ?? false }
      if !hasCR && !heldCR {
        out.append(contentsOf: raw[..<count])
        continue
      }
      for byte in raw[..<count] {
        if heldCR {
          heldCR = false
          if byte == 0x0A {
            sawCRLF = true
            out.append(0x0A)
            continue
          }
          out.append(0x0D)
        }
        if byte == 0x0D {
          heldCR = true
        } else {
          out.append(byte)
        }
      }
    }
    return true
  }
}
