/// Rewrites the files of one module so they compile against the model as they would for iOS.
///
/// Each form of rewriting is one extension (`PortRewriter+Imports.swift`...); each reads tokens
/// and adds `PortEdit`s, and the edits are applied once per file at the end. docs/commands/port.md
/// lists the forms.
struct PortRewriter {
  /// The rewritten module.
  struct Output {
    /// The rewritten text of each file, in the module's order.
    var texts: [String]
    /// What changed in each file.
    var summaries: [PortSummary]
    /// Problems that do not stop the port (compiler style).
    var warnings: [Diagnostic]
  }

  let module: PortModule
  /// The edits of each file.
  var edits: [[PortEdit]]
  var summaries: [PortSummary]
  var warnings: [Diagnostic] = []
  /// Per class (by qualified name), the methods a `#selector` in the module names: their keys.
  var selected: [String: Set<String>] = [:]

  init(module: PortModule) {
    self.module = module
    edits = Array(repeating: [], count: module.sources.count)
    summaries = module.sources.map { PortSummary(file: $0.displayPath) }
  }

  /// Rewrites every file of `module`; throws a `Diagnostic` for what cannot be ported.
  static func rewrite(_ module: PortModule) throws -> Output {
    var rewriter = PortRewriter(module: module)
    for file in module.sources.indices {
      rewriter.rewriteImports(file)
      rewriter.removeAttributes(file)
      rewriter.rewriteSelectors(file)
      rewriter.rewriteConditions(file)
    }
    try rewriter.moveOverrides()
    rewriter.injectActionMethods()
    let texts = module.sources.indices.map { file in
      PortEdit.apply(
        rewriter.edits[file], to: module.sources[file].bytes, in: 0..<module.sources[file].bytes.count)
    }
    return Output(texts: texts, summaries: rewriter.summaries, warnings: rewriter.warnings)
  }

  /// Rewrites `text` as the only file of a module named `name`: for tests and examples.
  static func rewrite(_ text: String, file: String = "File.swift", module name: String = "PortedControls")
    throws -> String
  {
    let source = PortSource(displayPath: file, relativePath: file, bytes: Array(text.utf8))
    return try rewrite(PortModule(name: name, sources: [source])).texts[0]
  }

  /// A removal of the bytes `range` of `file`; the whole line when nothing else is left on it.
  mutating func remove(_ range: Range<Int>, in file: Int) {
    let source = module.sources[file]
    let bytes = source.bytes
    var end = range.upperBound
    while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
    var start = range.lowerBound
    while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
    let atLineStart = start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D
    let atLineEnd = end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D
    if atLineStart && atLineEnd {
      if end < bytes.count && bytes[end] == 0x0D { end += 1 }
      if end < bytes.count && bytes[end] == 0x0A { end += 1 }
      edits[file].append(PortEdit(range: start..<end, replacement: ""))
    } else {
      edits[file].append(PortEdit(range: range.lowerBound..<end, replacement: ""))
    }
  }
}
