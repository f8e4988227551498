/// Deterministic number formatting for the reporters: the same text on every machine.
enum NumberFormat {
  /// JSON's form of a number: Swift's shortest round-trip digits (`0.12`, `120.0`, `1e-05`);
  /// negative zero (a trace's `-0`) is `0.0`, as in the text output. (A control's `Float` value
  /// keeps its sign: a slider at -0.0 says so in both outputs.)
  static func json(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return value == 0 ? "0.0" : value.description
  }

  /// JSON's form of a `Float`, with the float's own shortest digits (`0.62`, not `0.6200000047`).
  static func json(_ value: Float) -> String {
    guard value.isFinite else { return "null" }
    return value.description
  }

  /// `value` with exactly `decimals` digits after the point, rounded half away from zero.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return value.description }
    var scale: Double = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard let units = Int64(exactly: scaled), scale < 1e18 else { return value.description }
    let whole = units / Int64(scale)  // scale < 1e18 fits
    var text = String(whole)
    if decimals > 0 {
      let fraction = String(units % Int64(scale))
      text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return (value < 0 && units != 0 ? "-" : "") + text
  }
}
