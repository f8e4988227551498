/// Reads the text UIKit's debug description of a view tree prints (`recursiveDescription`, as
/// pasted from the debugger) and writes a scene: one view per line, in order, with the window's
/// size from the root line. See docs/import.md.
public struct HierarchyImporter {
  /// The input as named in messages.
  let file: String
  /// Warnings met so far.
  var warnings: [Diagnostic] = []

  /// The most bytes read from one input: a hierarchy of ten thousand views is far less.
  public static let maxBytes = 8 << 20

  init(file: String) {
    self.file = file
  }

  /// Imports the description in `input` (named `file` in messages), merging `targets` if given.
  public static func importInput(
    _ input: ImportInput, file: String, targets: HierarchyTargets? = nil
  ) throws -> HierarchyImport {
    var source = try input.lineSource(file: file)
    var lines: [String] = []
    var bytes = 0
    while let line = try source.nextLine() {
      bytes += line.utf8.count + 1
      guard bytes <= maxBytes else {
        throw Diagnostic(file: file, message: "the input is over \(maxBytes) bytes: is it a view hierarchy?")
      }
      lines.append(line)
    }
    return try importLines(lines, file: file, targets: targets)
  }

  /// Imports the description in `text`.
  public static func importText(
    _ text: String, file: String, targets: HierarchyTargets? = nil
  ) throws(Diagnostic) -> HierarchyImport {
    // By bytes: "\r\n" is one Character, which splitting a String at "\n" would not split.
    var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() }
    return try importLines(lines, file: file, targets: targets)
  }

  static func importLines(
    _ lines: [String], file: String, targets: HierarchyTargets?
  ) throws(Diagnostic) -> HierarchyImport {
    var importer = HierarchyImporter(file: file)
    var views = try importer.readTree(lines)
    return try importer.scene(&views, targets: targets)
  }

  /// Every view line, nested by its `|` markers; the root first.
  mutating func readTree(_ lines: [String]) throws(Diagnostic) -> [HierarchyView] {
    let parser = HierarchyLineParser(file: file)
    var views: [HierarchyView] = []
    // The last view at each depth: a line at depth d is a subview of `open[d - 1]`.
    var open: [Int] = []
    var index = 0
    while index < lines.count {
      let number = index + 1
      var text = lines[index]
      index += 1
      var bytes = Array(text.utf8)
      if Self.isNoise(bytes) { continue }
      var start = 0
      if views.isEmpty {
        // Before the root: the debugger's own lines (`▿ Optional<Any>`, `Printing description
        // of ...`) are skipped, and a prefix such as `- some : ` or an NSLog stamp is allowed.
        guard let root = Self.rootStart(bytes) ?? (Self.looksLikeView(bytes) ? 0 : nil) else { continue }
        start = root
      }
      var outcome = try parser.parse(bytes, start: start, number: number, text: text)
      while case .openQuote(let column) = outcome {
        guard index < lines.count, !Self.looksLikeView(Array(lines[index].utf8)) else {
          throw error(
            "the quoted value that starts here is not closed before the line ends (a cut-off line?)",
            line: number, column: column, text: text)
        }
        text += "\n" + lines[index]
        bytes = Array(text.utf8)
        index += 1
        outcome = try parser.parse(bytes, start: start, number: number, text: text)
      }
      guard case .line(let line) = outcome else { continue }
      if views.isEmpty {
        guard line.depth == 0 else {
          throw error(
            "the first view is nested ('|' before it): paste the whole description, from its root line",
            line: number, column: line.classColumn - 1, text: line.text)
        }
      } else {
        guard line.depth >= 1 else {
          throw error(
            "a second root view: import one view and its subviews at a time", line: number,
            column: line.classColumn - 1, text: line.text)
        }
        guard line.depth <= open.count else {
          throw error(
            "this view is nested \(line.depth) deep, below a view nested \(open.count - 1) deep: "
              + "expected at most \(open.count) '|' markers",
            line: number, column: line.classColumn - 1, text: line.text)
        }
      }
      var view = try self.view(line)
      let position = views.count
      if line.depth > 0 {
        open.removeLast(open.count - line.depth)
        view.parent = open[line.depth - 1]
        views[open[line.depth - 1]].children.append(position)
      }
      open.append(position)
      views.append(view)
    }
    guard !views.isEmpty else {
      throw Diagnostic(
        file: file,
        message: "no view description found: expected lines such as "
          + "'<UIWindow: 0x7f8b1c506a90; frame = (0 0; 390 844); ...>' from "
          + "'po UIApplication.shared.keyWindow?.value(forKey: \"recursiveDescription\")'")
    }
    return views
  }

  /// Blank lines and the debugger's prompt lines, skipped anywhere.
  static func isNoise(_ bytes: [UInt8]) -> Bool {
    let content = bytes.drop { $0 == UInt8(ascii: " ") || $0 == 0x09 }
    return content.isEmpty || content.starts(with: Array("(lldb)".utf8))
  }

  /// Where the root line's description starts: the first `<Name:` not inside a `|` marker run.
  static func rootStart(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "|") { return nil }
      if bytes[index] == UInt8(ascii: "<"), startsView(bytes, at: index) {
        // Spaces before `<` belong to the line, not to a prefix.
        var start = index
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
        return start
      }
      index += 1
    }
    return nil
  }

  /// Whether a line is a view line: markers and spaces, then `<Name:`.
  static func looksLikeView(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "|") {
      index += 1
    }
    return index < bytes.count && bytes[index] == UInt8(ascii: "<") && startsView(bytes, at: index)
  }

  /// Whether `<` at `index` is followed by a class name and `:`.
  private static func startsView(_ bytes: [UInt8], at index: Int) -> Bool {
    var cursor = index + 1
    while cursor < bytes.count, HierarchyLineParser.isNameByte(bytes[cursor]) { cursor += 1 }
    return cursor > index + 1 && cursor < bytes.count && bytes[cursor] == UInt8(ascii: ":")
  }

  // MARK: Messages

  func error(_ message: String, line: HierarchyLine, column: Int) -> Diagnostic {
    error(message, line: line.number, column: column, text: line.text)
  }

  func error(_ message: String, line: Int, column: Int, text: String) -> Diagnostic {
    let first = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first
    return Diagnostic(
      file: file, line: line, column: column, message: message, sourceLine: first.map(String.init) ?? text)
  }

  mutating func warn(_ message: String, line: HierarchyLine, column: Int) {
    warnings.append(
      Diagnostic(
        .warning, file: file, line: line.number, column: column, message: message, sourceLine: line.text))
  }
}
