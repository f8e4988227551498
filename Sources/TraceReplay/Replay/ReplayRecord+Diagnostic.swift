extension ReplayRecord.DiagnosticRecord {
  /// The record of `diagnostic`, with its line and column when it has them.
  init(_ diagnostic: Diagnostic, isError: Bool) {
    self.init(
      isError: isError, message: diagnostic.message, file: diagnostic.file,
      line: diagnostic.line > 0 ? diagnostic.line : nil,
      column: diagnostic.column > 0 ? diagnostic.column : nil)
  }
}
