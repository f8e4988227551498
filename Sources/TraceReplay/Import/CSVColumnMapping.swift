/// Which CSV columns hold the time, position, phase and finger: `time=Timestamp,x=X,y=3`.
package struct CSVColumnMapping: Sendable, Equatable {
  /// A column named by its header or by its 1-based position.
  package enum Column: Sendable, Equatable {
    case name(String)
    case index(Int)
  }

  package var time: Column?
  package var x: Column?
  package var y: Column?
  package var phase: Column?
  package var finger: Column?

  package init(
    time: Column? = nil, x: Column? = nil, y: Column? = nil, phase: Column? = nil,
    finger: Column? = nil
  ) {
    self.time = time
    self.x = x
    self.y = y
    self.phase = phase
    self.finger = finger
  }

  /// Parses the `--columns` value; unset roles fall back to conventional header names.
  package static func parse(_ text: String) throws -> CSVColumnMapping {
    var mapping = CSVColumnMapping()
    for part in text.split(separator: ",") {
      let pieces = part.split(separator: "=", maxSplits: 1)
      guard pieces.count == 2, !pieces[1].isEmpty else {
        throw Diagnostic(
          .error, file: "--columns",
          message: "expected ROLE=COLUMN like 'time=Timestamp', found '\(part)'")
      }
      let value = String(pieces[1])
      let column: Column
      if value.allSatisfy({ $0.isASCII && $0.isNumber }) {
        guard let index = Int(value), index >= 1, index <= 10_000 else {
          throw Diagnostic(
            .error, file: "--columns",
            message: "column index '\(value)' must be between 1 and 10000")
        }
        column = .index(index)
      } else {
        column = .name(value)
      }
      switch pieces[0] {
      case "time", "t": mapping.time = column
      case "x": mapping.x = column
      case "y": mapping.y = column
      case "phase": mapping.phase = column
      case "finger", "id": mapping.finger = column
      default:
        throw Diagnostic(
          .error, file: "--columns",
          message: "unknown column role '\(pieces[0])'; expected time, x, y, phase or finger")
      }
    }
    return mapping
  }
}
