/// One touch sample as the trace format writes it (docs/trace-format.md).
struct RecordedSample: Equatable {
  /// Seconds since the first recorded event.
  var t: Double
  /// The finger: 1, 2, ..., the lowest free when the touch began.
  var id: Int
  /// `began`, `moved`, `ended` or `cancelled`.
  var phase: String
  /// Window coordinates, points.
  var x: Double
  var y: Double
  /// The tap count UIKit gave the touch, written with `began`.
  var tap: Int?
  var force: Double?
  var radius: Double?

  /// The sample's JSON line, without the newline, keys in the trace format's order.
  var line: String {
    var out = "{\"t\":" + RecordedJSON.fixed(t, decimals: 6) + ",\"id\":" + String(id)
    out += ",\"phase\":\"" + phase + "\",\"x\":" + RecordedJSON.number(x) + ",\"y\":" + RecordedJSON.number(y)
    if let tap { out += ",\"tap\":" + String(tap) }
    if let force { out += ",\"force\":" + RecordedJSON.number(force) }
    if let radius { out += ",\"radius\":" + RecordedJSON.number(radius) }
    return out + "}"
  }
}
