/// One table row reduced to numbers; NaN marks a missing x or y.
struct CSVRow: Sendable, Equatable {
  var t: Double
  var x: Double
  var y: Double
  var line: Int32
  var finger: Int32
  /// A `CSVRowPhase` raw value.
  var phase: UInt8
}
