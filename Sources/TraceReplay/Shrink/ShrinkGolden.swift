#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `.golden.jsonl` file `shrink` compares a trace with, opened by `check`'s rules: a link
/// that leads out of the trace's folder is refused and never read, only a regular file is read,
/// and one over `maxBytes` is refused before a byte of it is read.
package final class ShrinkGolden {
  /// The golden's path as the user names it (beside the trace).
  package let path: String
  private let descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { _ = close(descriptor) }

  /// The largest golden read: 512 MiB (the outcomes of a recording of some million samples).
  package static let maxBytes = 512 << 20
  /// The longest line of a golden read (a trace's own line limit).
  static let maxLineLength = 1 << 20

  /// The golden of `trace` (a path relative to `workingDirectory`), opened; nil when there is
  /// none. Throws, naming the golden, when it is a link out of the trace's folder, not a
  /// regular file, cannot be opened, or is over `maxBytes`.
  package static func open(trace: String, workingDirectory: String?) throws(Diagnostic) -> ShrinkGolden? {
    let golden = GoldenCheck.goldenPath(forTrace: trace, format: .jsonl)
    let file = Paths.resolve(golden, in: workingDirectory)
    let base = Paths.directory(of: trace)
    let folder = base.isEmpty ? (workingDirectory ?? ".") : Paths.resolve(base, in: workingDirectory)
    try GoldenCheck.refuseLinkOut(file, display: golden, folder: folder)
    guard let descriptor = try GoldenCheck.open(file, display: golden) else { return nil }
    var status = stat()
    if fstat(descriptor, &status) == 0 && Int(status.st_size) > maxBytes {
      _ = close(descriptor)
      throw Diagnostic(
        file: golden,
        message: "the golden is \(status.st_size) bytes; shrink reads goldens of at most \(maxBytes) bytes",
        notes: ["say what to keep with --keep FIELD=VALUE or --without FIELD=VALUE instead"])
    }
    return ShrinkGolden(path: golden, descriptor: descriptor)
  }

  /// Hands each outcome record of the golden (actions, control events, gestures, scrolls) to
  /// `body` with its time and its JSON without `t`, in file order. Lines that are not records
  /// (the stamp) are skipped; a line that is not JSON is an error at its line.
  func forEachOutcome(_ body: (_ t: Double, _ json: String) -> Void) throws(Diagnostic) {
    let source = LineSource(
      fileDescriptor: descriptor, closesWhenDone: false, chunkSize: 64 << 10,
      maxLineLength: Self.maxLineLength)
    let parser = JSONParser()
    var number = 0
    var read = 0
    while true {
      let line: UnsafeBufferPointer<UInt8>?
      do {
        line = try source.nextLine()
      } catch .lineTooLong {
        throw Diagnostic(
          file: path, line: number + 1, message: "line is longer than \(Self.maxLineLength) bytes, the limit")
      } catch {
        throw Diagnostic(file: path, message: "cannot read the golden file: \(error)")
      }
      guard let line else { return }
      number += 1
      read += line.count + 1
      // A golden that grew while it was read is read no further than the limit.
      if read > Self.maxBytes {
        throw Diagnostic(file: path, message: "the golden is over \(Self.maxBytes) bytes, the limit")
      }
      guard let record = Self.outcome(line) else { continue }
      let text = String(decoding: line, as: UTF8.self)
      let node = try parser.parse(text, file: path, firstLine: number)
      guard case .number(let t)? = node.member("t")?.value else { continue }
      body(t, "{" + String(decoding: UnsafeBufferPointer(rebasing: line[record...]), as: UTF8.self))
    }
  }

  /// Where the fields after `t` start when `line` is an outcome record (`{"t":0.5,"type":"action",...}`).
  static func outcome(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    let start = Array("{\"t\":".utf8)
    guard line.count > start.count, line.starts(with: start),
      let comma = line.firstIndex(of: UInt8(ascii: ","))
    else { return nil }
    let rest = UnsafeBufferPointer(rebasing: line[(comma + 1)...])
    for type in outcomeTypePrefixes where rest.starts(with: type) { return comma + 1 }
    return nil
  }

  /// `"type":"action"` and the other outcome types, as a record line starts after its time.
  private static let outcomeTypePrefixes: [[UInt8]] = [
    "controlEvent", "action", "uiAction", "gesture", "scroll",
  ]
  .map { Array("\"type\":\"\($0)\"".utf8) }
}
