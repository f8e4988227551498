/// Writes SVG text element by element: attributes in the order given, numbers with one decimal,
/// text and attribute values escaped, so the same picture always gives the same bytes.
struct SVGBuilder {
  /// The lines written so far.
  private(set) var lines: [String] = []
  private var depth = 0

  /// Opens `name` with `attributes`; close it with `close(_:)`.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    lines.append(indent + "<" + name + Self.attributes(attributes) + ">")
    depth += 1
  }

  /// Closes the element opened last.
  mutating func close(_ name: String) {
    depth -= 1
    lines.append(indent + "</" + name + ">")
  }

  /// Writes an element with no children, or with `text` as its only child.
  mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
    if let text {
      lines.append(
        indent + "<" + name + Self.attributes(attributes) + ">" + Self.escape(text) + "</" + name + ">")
    } else {
      lines.append(indent + "<" + name + Self.attributes(attributes) + "/>")
    }
  }

  /// The document: an XML declaration and the lines, newline-terminated.
  var document: String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + lines.joined(separator: "\n") + "\n"
  }

  private var indent: String { String(repeating: "  ", count: max(depth, 0)) }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// `text` with the five XML special characters escaped and control characters dropped.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n": result += " "
      default:
        if scalar.value < 0x20 || (scalar.value >= 0xFFFE && scalar.value <= 0xFFFF) { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A coordinate or length with exactly one decimal.
  static func number(_ value: Double) -> String {
    NumberFormat.fixed(value, 1)
  }

  /// `x,y` pairs separated by spaces, for `points`.
  static func points(_ points: [RenderPoint]) -> String {
    points.map { number($0.x) + "," + number($0.y) }.joined(separator: " ")
  }
}
