extension PortRewriter {
  /// What `os(...)` and `canImport(...)` conditions become, so that the copies compile as they
  /// would for iOS on every host: `os(iOS)` holds, other Apple platforms do not.
  static let conditionValues: [String: String] = [
    "os(iOS)": "true", "os(macOS)": "false", "os(OSX)": "false", "os(tvOS)": "false",
    "os(watchOS)": "false", "os(visionOS)": "false", "os(xrOS)": "false",
    "canImport(AppKit)": "false", "canImport(Cocoa)": "false",
  ]

  /// Rewrites the conditions of `#if` and `#elseif` lines by `conditionValues`; `canImport(UIKit)`
  /// holds through the generated `UIKit` module and is kept, as is `targetEnvironment(...)`.
  mutating func rewriteConditions(_ file: Int) {
    let source = module.sources[file]
    var position = 0
    while position < source.tokens.count {
      defer { position += 1 }
      guard source.tokens[position].kind == .pound,
        source.equals(position, "#if") || source.equals(position, "#elseif")
      else { continue }
      var changed = false
      var cursor = position + 1
      while cursor < source.tokens.count, source.tokens[cursor].kind != .newline {
        if source.tokens[cursor].kind == .word, source.isPunctuation(cursor + 1, 0x28),
          let close = source.partner[cursor + 1]
        {
          let text = source.text(bytes: source.tokens[cursor].start..<source.tokens[close].end)
            .filter { !$0.isWhitespace }
          if let value = Self.conditionValues[text] {
            edits[file].append(
              PortEdit(range: source.tokens[cursor].start..<source.tokens[close].end, replacement: value))
            changed = true
          }
          cursor = close + 1
          continue
        }
        cursor += 1
      }
      if changed { summaries[file].conditionsRewritten += 1 }
      position = cursor
    }
  }
}
