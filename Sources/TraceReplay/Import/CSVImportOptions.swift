/// How a CSV table of touch samples is read: columns, phase spellings, missing values and scale.
package struct CSVImportOptions: Sendable, Equatable {
  package var columns: CSVColumnMapping
  /// Phase cell values (matched ignoring case) and what they mean; see `defaultPhases`.
  package var phases: [String: SamplePhase]
  /// A cell value meaning "not reported in this row" (like `-420`), carried forward per finger.
  package var missing: String?
  package var scale: ImportScale?
  /// Treat an ended row as the device-wide BTN_TOUCH UP: every finger that is down ends.
  package var upEndsAll: Bool
  /// The unit of the time column; seconds by default.
  package var timeUnit: ImportTimeUnit = .s

  package init(
    columns: CSVColumnMapping = CSVColumnMapping(), phases: [String: SamplePhase] = Self.defaultPhases,
    missing: String? = nil, scale: ImportScale? = nil, upEndsAll: Bool = false
  ) {
    self.columns = columns
    self.phases = phases
    self.missing = missing
    self.scale = scale
    self.upEndsAll = upEndsAll
  }

  /// DOWN, HELD and UP as getevent's BTN_TOUCH spells them, plus the trace phases spelled out.
  package static let defaultPhases: [String: SamplePhase] = [
    "down": .began, "held": .moved, "up": .ended, "began": .began, "moved": .moved,
    "stationary": .stationary, "ended": .ended, "cancelled": .cancelled,
  ]

  /// Parses `--phases DOWN=began,HELD=moved,UP=ended`, added to the default spellings.
  package static func parsePhases(_ text: String) throws -> [String: SamplePhase] {
    var phases = defaultPhases
    for part in text.split(separator: ",") {
      let pieces = part.split(separator: "=", maxSplits: 1)
      guard pieces.count == 2, let phase = SamplePhase(rawValue: String(pieces[1])) else {
        let names = SamplePhase.allCases.map(\.rawValue).joined(separator: ", ")
        throw Diagnostic(
          .error, file: "--phases",
          message: "expected VALUE=PHASE with PHASE one of \(names), found '\(part)'")
      }
      phases[pieces[0].lowercased()] = phase
    }
    return phases
  }
}
