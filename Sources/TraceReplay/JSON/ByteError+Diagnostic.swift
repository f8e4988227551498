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
    let source = String(decoding: UnsafeBufferPointer(rebasing: p[lineStart..<lineEnd]), as: UTF8.self)
    return Diagnostic(
      severity, file: file, line: line, column: offset - lineStart + 1, message: message,
      sourceLine: source, notes: notes)
  }
}
