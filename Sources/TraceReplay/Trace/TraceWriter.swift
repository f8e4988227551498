/// Formats trace header and sample lines in the JSON Lines trace format, deterministically.
///
/// Timestamps are rounded to microseconds and coordinates to 1/1000 point; numbers are printed
/// in plain decimal notation with at least one fractional digit (`300.0`, `0.016`).
package struct TraceWriter: Sendable {
  package init() {}

  /// The header line `{"tracereplay":1,"scene":"…"}`, without the newline; `scene` omitted when nil.
  package func headerLine(scene: String?) -> String {
    guard let scene else { return "{\"tracereplay\":1}" }
    return "{\"tracereplay\":1,\"scene\":" + Self.jsonString(scene) + "}"
  }

  /// One sample as a JSON object, without the newline, keys in the trace format's order.
  package func line(for sample: TouchSample) -> String {
    var out = "{\"t\":" + Self.format(sample.t, decimals: 6)
    switch sample.id {
    case .int(let value): out += ",\"id\":" + String(value)
    case .string(let value): out += ",\"id\":" + Self.jsonString(value)
    }
    out += ",\"phase\":\"" + sample.phase.rawValue + "\""
    out += ",\"x\":" + Self.format(sample.x, decimals: 3)
    out += ",\"y\":" + Self.format(sample.y, decimals: 3)
    if let tap = sample.tap { out += ",\"tap\":" + String(tap) }
    if let force = sample.force { out += ",\"force\":" + Self.format(force, decimals: 3) }
    if let radius = sample.radius { out += ",\"radius\":" + Self.format(radius, decimals: 3) }
    return out + "}"
  }

  /// Appends the header line and a newline to a text sink.
  package func appendHeader(scene: String?, to sink: inout String) {
    sink += headerLine(scene: scene)
    sink += "\n"
  }

  /// Appends the header line and a newline to a byte sink as UTF-8.
  package func appendHeader(scene: String?, to sink: inout [UInt8]) {
    sink.append(contentsOf: headerLine(scene: scene).utf8)
    sink.append(0x0A)
  }

  /// Appends one sample line and a newline to a text sink.
  package func appendLine(_ sample: TouchSample, to sink: inout String) {
    sink += line(for: sample)
    sink += "\n"
  }

  /// Appends one sample line and a newline to a byte sink as UTF-8.
  package func appendLine(_ sample: TouchSample, to sink: inout [UInt8]) {
    sink.append(contentsOf: line(for: sample).utf8)
    sink.append(0x0A)
  }

  /// A whole trace document: the header (when `scene` is given or `header` is true) and the samples.
  package func document(scene: String?, samples: [TouchSample], header: Bool = true) -> String {
    var out = ""
    if header || scene != nil { appendHeader(scene: scene, to: &out) }
    for sample in samples { appendLine(sample, to: &out) }
    return out
  }
}
