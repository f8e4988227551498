import TraceReplay

/// A file a command writes (`-o`, `--junit`), named in messages as the user gave it, and never one
/// of the files the command reads.
struct OutputFile {
  /// The path as the user gave it.
  var given: String
  /// The path resolved against the current directory.
  var actual: String

  init(_ given: String, currentDirectory: String) {
    self.given = given
    actual = PathText.absolute(given, in: currentDirectory)
  }

  /// Throws (exit 2) when the output is the same file as one of `inputs`, links resolved.
  func refuseOverwriting(_ inputs: [FileIdentity.Input]) throws(Diagnostic) {
    try FileIdentity.refuseOverwriting(output: actual, displayPath: given, inputs: inputs)
  }

  /// Replaces the file with `text` (see `AtomicFile`).
  func write(_ text: String) throws(Diagnostic) {
    do {
      try AtomicFile(path: actual).write(text)
    } catch {
      throw named(error)
    }
  }

  /// Replaces the file with what `body` writes, streamed (see `AtomicFile.write(streaming:)`).
  func write(streaming body: (BufferedWriter) throws -> Void) throws {
    do {
      try AtomicFile(path: actual).write(streaming: body)
    } catch let diagnostic as Diagnostic {
      throw named(diagnostic)
    }
  }

  /// The diagnostic with the file named as the user wrote it.
  private func named(_ diagnostic: Diagnostic) -> Diagnostic {
    var diagnostic = diagnostic
    if diagnostic.file == actual { diagnostic.file = given }
    return diagnostic
  }
}
