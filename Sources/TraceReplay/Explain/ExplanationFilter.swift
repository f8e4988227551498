import Foundation

/// Which explanations `tracereplay explain` prints: those about one control, in a time window.
package struct ExplanationFilter: Sendable, Equatable {
  /// Only explanations about this control (or view); nil for all.
  package var control: String?
  /// Only explanations whose time is in this window (inclusive, to the millisecond); nil for all.
  package var time: ClosedRange<Double>?

  /// Creates a filter; the default passes everything.
  package init(control: String? = nil, time: ClosedRange<Double>? = nil) {
    self.control = control
    self.time = time
  }

  /// Whether `explanation` passes.
  package func matches(_ explanation: Explanation) -> Bool {
    if let control, explanation.control != control { return false }
    if let time {
      let tolerance = 0.0005
      guard explanation.t >= time.lowerBound - tolerance, explanation.t <= time.upperBound + tolerance
      else { return false }
    }
    return true
  }

  /// Parses a time (`0.35`) or an inclusive range (`0.1..0.4`); nil when it is neither.
  package static func parseTime(_ text: String) -> ClosedRange<Double>? {
    let parts = text.components(separatedBy: "..")
    let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count <= 2, numbers.allSatisfy({ $0?.isFinite == true && $0.map { $0 >= 0 } == true })
    else { return nil }
    let values = numbers.compactMap { $0 }
    guard let low = values.first, let high = values.last, low <= high else { return nil }
    return low...high
  }
}
