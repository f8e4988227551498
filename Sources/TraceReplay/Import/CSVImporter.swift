/// Converts a CSV table of touch samples into a trace, sorted by time (see docs/import.md).
///
/// Rows are read in a streaming pass into compact numeric rows (about 40 bytes each), sorted by
/// time, then turned into samples; memory is proportional to the number of rows because of the sort.
package struct CSVImporter {
  /// The input's name, used in diagnostics.
  package var file: String
  package var options: CSVImportOptions

  package init(file: String, options: CSVImportOptions = CSVImportOptions()) {
    self.file = file
    self.options = options
  }

  /// Imports a CSV file, read in chunks.
  package static func importFile(
    atPath path: String, file: String? = nil, options: CSVImportOptions = CSVImportOptions(),
    emit: (TouchSample) throws -> Void
  ) throws -> ImportSummary {
    try importInput(.path(path), file: file ?? path, options: options, emit: emit)
  }

  /// Imports a whole input (a file, standard input, bytes), read in chunks; `file` names the
  /// input in diagnostics (`<stdin>` for standard input).
  package static func importInput(
    _ input: ImportInput, file: String, options: CSVImportOptions = CSVImportOptions(),
    emit: (TouchSample) throws -> Void
  ) throws -> ImportSummary {
    let source = try input.lineSource(file: file)
    return try CSVImporter(file: file, options: options).run(source, emit: emit)
  }

  /// Imports CSV text held in a string.
  package static func importText(
    _ text: String, file: String, options: CSVImportOptions = CSVImportOptions(),
    emit: (TouchSample) throws -> Void
  ) throws -> ImportSummary {
    try CSVImporter(file: file, options: options).run(StringLineSource(text), emit: emit)
  }

  func run<S: ImportLineSource>(_ source: S, emit: (TouchSample) throws -> Void) throws -> ImportSummary {
    var reader = CSVRecordReader(source: source, file: file)
    var rows = try readRows(&reader)
    rows.sort { ($0.t, $0.line) < ($1.t, $1.line) }
    var builder = CSVTraceBuilder(file: file, options: options)
    for row in rows {
      try builder.add(row, emit: emit)
    }
    return try builder.finish(emit: emit)
  }
}
