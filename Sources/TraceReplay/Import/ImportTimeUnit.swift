/// The unit of a CSV table's time column (`import csv --time-unit`): traces are in seconds.
package enum ImportTimeUnit: String, Sendable, CaseIterable {
  case s
  case ms
  case us

  /// Seconds per unit.
  package var seconds: Double {
    switch self {
    case .s: 1
    case .ms: 0.001
    case .us: 0.000_001
    }
  }
}
