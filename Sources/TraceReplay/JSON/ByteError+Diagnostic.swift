extension ByteError {
  /// Turns the byte offset into a line and column of `p` and builds the `Diagnostic`.
  func diagnostic(
    in p: UnsafeBufferPointer<UInt8>, file: String, firstLine: Int,
    severity: Diagnostic.Severity = .error
  ) -> Diagnostic {
    let offset = min(max(offset, 0), p.count)
    var line = firstLine
    var lineStart = 0
    for k in 0..<offset where p[k] == 0x0A {
      line += 1
      lineStart = k + 1
    }
    var lineEnd = lineStart
    while lineEnd < p.count && p[lineEnd] != 0x0A { lineEnd += 1 }
    if lineEnd > lineStart && p[lineEnd - 1] == 0x0D { lineEnd -= 1 }
    // Only an excerpt around the column is kept: a warning of `--lenient` lives until it is
    // reported, and a trace line may be a megabyte long.
    var start = max(lineStart, offset - Self.keptSourceBytes)
    var end = min(lineEnd, max(offset, start) + Self.keptSourceBytes)
    while start > lineStart && start < end && p[start] & 0xC0 == 0x80 { start += 1 }
    while end < lineEnd && end > start && p[end] & 0xC0 == 0x80 { end -= 1 }
    let source = String(decoding: UnsafeBufferPointer(rebasing: p[start..<end]), as: UTF8.self)
    var diagnostic = Diagnostic(
      severity, file: file, line: line, column: offset - lineStart + 1, message: message,
      sourceLine: source, notes: notes)
    diagnostic.sourceLineStart = start - lineStart
    diagnostic.sourceLineIsCut = end < lineEnd
    return diagnostic
  }

  /// The bytes of the offending line kept on each side of the column.
  static let keptSourceBytes = 512
}
