import TraceReplay

/// `tracereplay import csv`: converts a table of touch samples with a header row.
enum ImportCSVCommand {
  static let columns = OptionSpec(
    "columns", help: "ROLE=COLUMN pairs (roles time, x, y, phase, finger; header names or 1-based indices).",
    valueName: "mapping")
  static let missing = OptionSpec(
    "missing", help: "A cell value meaning 'not reported': the finger's previous x or y is carried forward.",
    valueName: "value")
  static let phases = OptionSpec(
    "phases",
    help: "Extra VALUE=PHASE spellings of the phase column (began, moved, stationary, ended, cancelled).",
    valueName: "spellings")
  static let timeUnit = OptionSpec(
    "time-unit", help: "The unit of the time column: s (seconds), ms or us.",
    kind: .choice(ImportTimeUnit.allCases.map(\.rawValue)), valueName: "unit", defaultValue: "s")
  static let upEndsAll = OptionSpec.flag(
    "up-ends-all", help: "An ended row ends every finger that is down (a device-wide BTN_TOUCH column).")

  static var spec: CommandSpec {
    CommandSpec(
      name: "csv",
      abstract: "Convert a CSV table of touch samples into a trace.",
      discussion: """
        Reads a table with a header row (FILE, or '-' for standard input); rows are sorted by time, the first row is t = 0, and each \
        finger's DOWN/HELD/UP (or began/moved/ended) rows become a touch. Without --columns the \
        columns are found by their header names (Timestamp or time, X, Y, BTN_TOUCH or phase, \
        FINGER or id).

        EXAMPLES:
          tracereplay import csv touches.csv --columns time=ms,x=2,y=3,finger=pointer --time-unit ms \\
            -o touches.jsonl
          tracereplay import csv Sub12Snake.csv --missing -420 --up-ends-all \\
            --screen 4100x4100 --points 390x844 --scene grid.scene.json -o snake.jsonl
          gunzip -c touches.csv.gz | tracereplay import csv - -o touches.jsonl
        """,
      arguments: [ArgumentSpec("file", help: "The CSV file, or '-' for standard input.")],
      options: [columns, missing, phases, timeUnit, upEndsAll] + ImportCommand.commonOptions,
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    var options = CSVImportOptions()
    if let text = parsed.value("columns") { options.columns = try CSVColumnMapping.parse(text) }
    if let text = parsed.value("phases") { options.phases = try CSVImportOptions.parsePhases(text) }
    options.missing = parsed.value("missing")
    options.upEndsAll = parsed.flag("up-ends-all")
    options.timeUnit = parsed.value("time-unit").flatMap(ImportTimeUnit.init(rawValue:)) ?? .s
    options.scale = try ImportCommand.scale(parsed)
    return try ImportCommand.run(parsed, context: context) { input, name, emit in
      try CSVImporter.importInput(input, file: name, options: options, emit: emit)
    }
  }
}
