extension TraceWriter {
  /// `t` as a trace file holds it: rounded to the microsecond, the double `run` reads back from
  /// what `line(for:)` writes. Two times under a microsecond apart can be one written time.
  package static func writtenTime(_ t: Double) -> Double {
    (t * 1e6).rounded() / 1e6
  }

  /// A coordinate (or force, radius) as a trace file holds it: rounded to 1/1000 point.
  package static func writtenCoordinate(_ value: Double) -> Double {
    (value * 1e3).rounded() / 1e3
  }

  /// Rounds `value` to `decimals` places (0...9) and prints it in plain decimal notation.
  ///
  /// Integral values keep a `.0`; the exponent form of `Double.description` is never produced
  /// for magnitudes below 2^53 / 10^decimals. Non-finite values print as `null`.
  package static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "null" }
    let places = min(max(decimals, 0), 9)
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * Double(scale)).rounded()
    // Beyond 2^53 integer arithmetic is no longer exact; fall back to Swift's own text.
    guard abs(scaled) < 9_007_199_254_740_992, let units = Int64(exactly: scaled) else {
      return value.description
    }
    if units == 0 { return "0.0" }
    let magnitude = units.magnitude
    let whole = magnitude / UInt64(scale)
    var fraction = magnitude % UInt64(scale)
    var text = (units < 0 ? "-" : "") + String(whole) + "."
    if fraction == 0 || places == 0 { return text + "0" }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += String(repeating: "0", count: digits - fractionText.count) + fractionText
    return text
  }

  /// `value` as a JSON string literal, escaping quotes, backslashes and control characters.
  package static func jsonString(_ value: String) -> String {
    JSONEscaping.quoted(value)
  }

}
