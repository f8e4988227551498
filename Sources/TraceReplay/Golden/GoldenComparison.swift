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
  /// The temporary file the output goes to, once started.
  private(set) var spill: AtomicFile.Transaction?
  /// Whether the output and the golden differ so far (`finish()` settles a shorter output).
  private(set) var differs = false
  /// The output's bytes equal to the golden's, from the start.
  private(set) var matched = 0
  /// The lines of the output ended within `matched`: the first difference is on the line after.
  private(set) var matchedLines = 0
  /// The output's size in bytes.
  private(set) var written = 0
  /// The first error met reading the golden or writing the output; later bytes are dropped.
  private(set) var error: Diagnostic?

  private var chunk = [UInt8](repeating: 0, count: 65_536)
  private var chunkStart = 0
  private var chunkEnd = 0
  private var goldenEnded = false
  /// Output bytes for `spill` not yet written to it.
  private var pending: [UInt8] = []

  /// Compares with the golden open as `golden` (nil: there is none, every byte differs) and keeps
  /// the output in `file` as `keep` says.
  init(golden: Int32?, keep: Keep, file: AtomicFile) {
    self.golden = golden
    self.keep = keep
    self.file = file
    differs = golden == nil
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

  /// Whether the output equals the golden byte for byte (after `finish()`).
  var matches: Bool { !differs && error == nil }

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
    guard let golden, !goldenEnded else { return false }
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(golden, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 {
        error = file.failure("cannot read the golden file")
      }
      if count <= 0 {
        goldenEnded = true
        return false
      }
      chunkStart = 0
      chunkEnd = count
      return true
    }
  }

  /// Starts the temporary file, with the golden's first `matched` bytes (equal to the output's).
  private func startSpill(copyingPrefix: Bool) {
    do throws(Diagnostic) {
      let transaction = try file.begin()
      spill = transaction
      guard copyingPrefix, matched > 0, let golden else { return }
      var copied = 0
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while copied < matched {
        let count = buffer.withUnsafeMutableBytes {
          pread(golden, $0.baseAddress, min($0.count, matched - copied), off_t(copied))
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { throw file.failure("cannot read the golden file") }
        var failure: Diagnostic?
        buffer.withUnsafeBytes { raw in
          do throws(Diagnostic) {
            try transaction.write(UnsafeRawBufferPointer(rebasing: raw[..<count]))
          } catch {
            failure = error
          }
        }
        if let failure { throw failure }
        copied += count
      }
    } catch {
      self.error = error
    }
  }
}
