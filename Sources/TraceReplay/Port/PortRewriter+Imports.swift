extension PortRewriter {
  /// Modules whose imports become `import UIKit`: the generated `UIKit` module re-exports
  /// Foundation and the model, whose Timer and DispatchQueue run on the trace's clock.
  static let importsToUIKit: Set<String> = [
    "Foundation", "QuartzCore", "CoreGraphics", "Dispatch", "CoreFoundation", "AVFoundation",
    "AudioToolbox",
  ]

  /// `import Foundation` (and the other modules above, `import UIKit.Submodule`, `import struct
  /// Foundation.Date`) -> `import UIKit`; attributes such as `@_exported` are kept.
  mutating func rewriteImports(_ file: Int) {
    let source = module.sources[file]
    var position = 0
    while position < source.tokens.count {
      defer { position += 1 }
      guard source.isWord(position, "import"),
        source.previous(before: position).map({ !source.isPunctuation($0, 0x2E) }) ?? true,
        var first = source.next(after: position), source.tokens[first].kind == .word
      else { continue }
      let kinds = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
      if kinds.contains(source.text(first)), let name = source.next(after: first),
        source.tokens[name].kind == .word
      {
        first = name
      }
      let start = source.next(after: position) ?? first
      var last = first
      var parts = [source.text(first)]
      while let dot = source.next(after: last), source.isPunctuation(dot, 0x2E),
        let part = source.next(after: dot), source.tokens[part].kind == .word
      {
        parts.append(source.text(part))
        last = part
      }
      let moduleName = parts[0]
      guard Self.importsToUIKit.contains(moduleName) || (moduleName == "UIKit" && parts.count > 1) else {
        continue
      }
      edits[file].append(
        PortEdit(range: source.tokens[start].start..<source.tokens[last].end, replacement: "UIKit"))
      summaries[file].importsRewritten += 1
      position = last
    }
  }
}
