import Foundation

extension CSVImporter {
  /// Column positions (0-based) of each role after reading the header.
  struct Layout {
    var time: Int
    var x: Int
    var y: Int
    var phase: Int?
    var finger: Int?
  }

  func readRows<S: ImportLineSource>(_ reader: inout CSVRecordReader<S>) throws -> [CSVRow] {
    guard let header = try reader.next() else {
      throw Diagnostic(
        .error, file: file, line: 1, column: 1,
        message: "the file is empty; expected a header row such as 'Timestamp,X,Y'")
    }
    let layout = try self.layout(header)
    var fingers: [String: Int32] = [:]
    var rows: [CSVRow] = []
    while let record = try reader.next() {
      rows.append(try row(record, layout, &fingers))
    }
    return rows
  }

  func layout(_ header: CSVRecordReader<some ImportLineSource>.Record) throws -> Layout {
    let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
    func find(
      _ column: CSVColumnMapping.Column?, role: String, defaults: [String], required: Bool
    ) throws -> Int? {
      switch column {
      case .index(let index):
        guard index >= 1, index <= names.count else {
          throw Diagnostic(
            .error, file: file, line: header.line, column: 1,
            message: "column \(index) for \(role) is out of range; the header has "
              + "\(names.count) columns", sourceLine: header.text)
        }
        return index - 1
      case .name(let name):
        if let index = names.firstIndex(of: name) { return index }
        let notes = Suggestions.didYouMean(name, in: names).map { [$0] } ?? []
        throw Diagnostic(
          .error, file: file, line: header.line, column: 1,
          message: "no column named '\(name)' for \(role) in the header",
          sourceLine: header.text, notes: notes)
      case nil:
        if let index = names.firstIndex(where: { defaults.contains($0.lowercased()) }) { return index }
        guard !required else {
          throw Diagnostic(
            .error, file: file, line: header.line, column: 1,
            message: "no \(role) column: name one with --columns \(role)=NAME "
              + "(looked for \(defaults.map { "'\($0)'" }.joined(separator: ", ")))",
            sourceLine: header.text)
        }
        return nil
      }
    }
    let columns = options.columns
    return Layout(
      time: try find(columns.time, role: "time", defaults: ["timestamp", "time", "t"], required: true) ?? 0,
      x: try find(columns.x, role: "x", defaults: ["x"], required: true) ?? 0,
      y: try find(columns.y, role: "y", defaults: ["y"], required: true) ?? 0,
      phase: try find(columns.phase, role: "phase", defaults: ["btn_touch", "phase"], required: false),
      finger: try find(columns.finger, role: "finger", defaults: ["finger", "id", "slot"], required: false))
  }

  func row(
    _ record: CSVRecordReader<some ImportLineSource>.Record, _ layout: Layout,
    _ fingers: inout [String: Int32]
  ) throws -> CSVRow {
    func cell(_ index: Int, _ role: String) throws -> (text: String, column: Int) {
      guard index < record.fields.count else {
        throw Diagnostic(
          .error, file: file, line: record.line, column: record.text.utf8.count + 1,
          message: "row has \(record.fields.count) fields; expected a \(role) value in "
            + "column \(index + 1)", sourceLine: record.text)
      }
      return (record.fields[index].trimmingCharacters(in: .whitespaces), record.columns[index])
    }
    func number(_ index: Int, _ role: String, allowMissing: Bool) throws -> Double {
      let (text, column) = try cell(index, role)
      if allowMissing && (text.isEmpty || text == options.missing) { return .nan }
      guard let value = Self.decimal(text) else {
        throw Diagnostic(
          .error, file: file, line: record.line, column: column,
          message: "expected a number for \(role), found '\(text)'", sourceLine: record.text)
      }
      return value
    }
    let t = try number(layout.time, "time", allowMissing: false) * options.timeUnit.seconds
    let x = try number(layout.x, "x", allowMissing: true)
    let y = try number(layout.y, "y", allowMissing: true)
    var phase = CSVRowPhase.unspecified
    if let index = layout.phase {
      let (text, column) = try cell(index, "phase")
      if !text.isEmpty {
        guard let mapped = options.phases[text.lowercased()] else {
          let known = options.phases.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
          throw Diagnostic(
            .error, file: file, line: record.line, column: column,
            message: "unknown phase '\(text)'; expected one of \(known) or empty",
            sourceLine: record.text)
        }
        phase = CSVRowPhase(mapped)
      }
    }
    var finger: Int32 = 0
    if let index = layout.finger {
      let (text, column) = try cell(index, "finger")
      if let known = fingers[text] {
        finger = known
      } else {
        guard fingers.count < 10_000 else {
          throw Diagnostic(
            .error, file: file, line: record.line, column: column,
            message: "more than 10000 different finger values", sourceLine: record.text)
        }
        finger = Int32(fingers.count)
        fingers[text] = finger
      }
    }
    return CSVRow(t: t, x: x, y: y, line: Int32(clamping: record.line), finger: finger, phase: phase.rawValue)
  }

  /// A plain decimal (`-12.5`, `3e-2`) of magnitude below 1e12; nil for text, hex, infinities and NaN.
  static func decimal(_ text: String) -> Double? {
    guard !text.isEmpty, text.count <= 40, let value = Double(text), value.isFinite, abs(value) < 1e12,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) })
    else { return nil }
    return value
  }
}
