/// The bytes a reporter formats its lines into, and how they reach its output.
///
/// When the output is a `BufferedWriter`, lines are formatted straight into the writer's buffer:
/// no copy, and they leave in the writer's own 64 KiB writes. Any other output is handed each
/// line (`report(_:)`), or many lines at a time for a batch.
final class ReportLines {
  /// Where lines are built: the writer's buffer, or a buffer of this reporter's own.
  let line: ByteLine
  private let output: TextOutput
  private let writer: BufferedWriter?

  /// Lines waiting for an output that is not a `BufferedWriter` are handed over when this many
  /// bytes are waiting, and at the end of each call.
  static let bytesPerWrite = 32 * 1024

  init(output: TextOutput) {
    self.output = output
    writer = output as? BufferedWriter
    line = writer?.buffer ?? ByteLine()
  }

  /// Ends a line: lets the writer write out a full buffer, or hands many lines to another output.
  @inline(__always)
  func lineEnded() {
    if let writer {
      writer.drainIfFull()
    } else if line.count >= Self.bytesPerWrite {
      handOver()
    }
  }

  /// Hands the lines built so far to an output that is not a `BufferedWriter`.
  func handOver() {
    guard writer == nil else { return }
    line.withBytes { output.write(utf8: $0) }
    line.removeAll()
  }
}
