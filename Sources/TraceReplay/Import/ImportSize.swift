/// A width and height, written `WxH` on the command line.
package struct ImportSize: Sendable, Equatable {
  package var width: Double
  package var height: Double

  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Parses `1080x2340`; `option` names the flag in the error (`--screen`).
  package static func parse(_ text: String, option: String) throws -> ImportSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = positive(parts[0]), let height = positive(parts[1]) else {
      throw Diagnostic(
        .error, file: option,
        message: "expected a size like 1080x2340 for \(option), found '\(text)'")
    }
    return ImportSize(width: width, height: height)
  }

  private static func positive(_ text: Substring) -> Double? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(text), value.isFinite, value > 0, value < 1e9
    else { return nil }
    return value
  }
}
