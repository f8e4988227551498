import Foundation

/// Reads the text UIKit's debug description of a view tree prints (`recursiveDescription`, as
/// pasted from the debugger) and writes a scene: one view per line, in order, with the window's
/// size from the root line. See docs/import.md.
package struct HierarchyImporter {
  /// The input as named in messages.
  let file: String
  /// Warnings met so far.
  var warnings: [Diagnostic] = []

  /// The most bytes read from one input: a hierarchy of ten thousand views is far less.
  package static let maxBytes = 8 << 20

  init(file: String) {
    self.file = file
  }

  /// Imports the description in `input` (named `file` in messages), merging `targets` if given.
  package static func importInput(
    _ input: ImportInput, file: String, targets: HierarchyTargets? = nil
  ) throws -> HierarchyImport {
    var source = try input.lineSource(file: file)
    source.refusesInvalidUTF8 = true
    var lines: [String] = []
    var bytes = 0
    while let line = try source.nextLine() {
      bytes += line.utf8.count + 1
      guard bytes <= maxBytes else {
        throw Diagnostic(file: file, message: "the input is over \(maxBytes) bytes: is it a view hierarchy?")
      }
      lines += Self.splitAtCarriageReturns(line)
    }
    return try importLines(lines, file: file, targets: targets)
  }

  /// Imports the description in `text`.
  package static func importText(
    _ text: String, file: String, targets: HierarchyTargets? = nil
  ) throws(Diagnostic) -> HierarchyImport {
    // By bytes: "\r\n" is one Character, which splitting a String at "\n" would not split.
    var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() }
    return try importLines(lines.flatMap(splitAtCarriageReturns), file: file, targets: targets)
  }

  /// A line cut at each carriage return left in it: a dump saved with classic Mac line ends
  /// (CR alone) has no line feeds at all, and is read line by line all the same.
  static func splitAtCarriageReturns(_ line: String) -> [String] {
    guard line.utf8.contains(0x0D) else { return [line] }
    return line.utf8.split(separator: 0x0D, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  static func importLines(
    _ lines: [String], file: String, targets: HierarchyTargets?
  ) throws(Diagnostic) -> HierarchyImport {
    var importer = HierarchyImporter(file: file)
    var views = try importer.readTree(lines)
    return try importer.scene(&views, targets: targets)
  }

  /// Every view line, nested by its `|` markers; the root first. A line in the dump that is not
  /// a view line, or a view line that cannot be read, is skipped with a warning (a view line
  /// whose class and frame can still be read is kept, with a warning); lines before the root
  /// and after the last view line are not part of the dump and are skipped without one.
  mutating func readTree(_ rawLines: [String]) throws(Diagnostic) -> [HierarchyView] {
    let lines = Self.logicalLines(rawLines)
    let parser = HierarchyLineParser(file: file)
    let limits = SceneReader.Limits()
    var views: [HierarchyView] = []
    // The open views, outermost first, with the depth each was printed at: a line is a subview
    // of the last open view printed less deep than it.
    var open: [(depth: Int, index: Int)] = []
    // A skipped line's depth: deeper lines below it are its subviews, given to its superview.
    var skippedDepth: Int?
    // Lines in the dump that are not view lines, warned about once a view line follows them.
    var pending: [Diagnostic] = []
    // After a second root, nothing more is read.
    var ended = false
    var index = 0
    while index < lines.count, !ended {
      let (number, first) = lines[index]
      var text = first
      index += 1
      var bytes = Array(text.utf8)
      if Self.isNoise(bytes) { continue }
      var start = 0
      if views.isEmpty {
        // Before the root: the debugger's own lines (`▿ Optional<Any>`, `Printing description
        // of ...`) are skipped, and a prefix such as `- some : ` or an NSLog stamp is allowed.
        guard let root = Self.rootStart(bytes) else { continue }
        start = root
      } else {
        start = Self.contentStart(bytes)
        guard Self.looksLikeView(bytes, from: start) else {
          var column = start
          while column < bytes.count, [0x20, 0x09, UInt8(ascii: "|")].contains(bytes[column]) { column += 1 }
          pending.append(
            warning(
              "not a view line (expected '<ClassName: 0x...; frame = (...)>' after any '|' markers): skipped",
              line: number, column: column + 1, text: text))
          continue
        }
      }
      var outcome: HierarchyLineParser.Outcome?
      var problem: Diagnostic?
      do {
        outcome = try parser.parse(bytes, start: start, number: number, text: text)
        while case .openQuote(let column) = outcome {
          guard index < lines.count,
            !Self.looksLikeView(
              Array(lines[index].text.utf8), from: Self.contentStart(Array(lines[index].text.utf8)))
          else {
            // The quote never closes: read the line with `'` as plain text.
            let unquoted = try? parser.parse(bytes, start: start, number: number, text: text, quotes: false)
            let message =
              "the quoted value that starts here is not closed before the line ends (a cut-off line?)"
            if case .line = unquoted {
              warn(message + ": read as if the quote were text", line: number, column: column, text: text)
              outcome = unquoted
            } else {
              outcome = nil
              problem = error(message, line: number, column: column, text: text)
            }
            break
          }
          text += "\n" + lines[index].text
          bytes = Array(text.utf8)
          index += 1
          outcome = try parser.parse(bytes, start: start, number: number, text: text)
        }
      } catch {
        outcome = nil
        problem = error
      }
      var line: HierarchyLine
      var salvaged = false
      if case .line(let parsed) = outcome {
        line = parsed
      } else if let found = parser.salvage(
        bytes, start: start, number: number, text: text, keys: ["frame", "baseClass"]),
        found.field("frame") != nil
      {
        line = found
        salvaged = true
      } else {
        if views.isEmpty { continue }
        let reason = problem.map { "\($0.message): the line is skipped" } ?? "the line is skipped"
        warnings.append(contentsOf: pending)
        pending = []
        warnings.append(
          warning(reason, line: problem?.line ?? number, column: problem?.column ?? start + 1, text: text))
        let depth = Self.depth(bytes, from: start)
        skippedDepth = min(skippedDepth ?? depth, depth)
        continue
      }
      var view: HierarchyView
      do {
        view = try self.view(line)
      } catch {
        if views.isEmpty { continue }
        warnings.append(contentsOf: pending)
        pending = []
        warnings.append(
          warning(
            "\(error.message): the line is skipped", line: error.line, column: error.column, text: line.text))
        skippedDepth = min(skippedDepth ?? line.depth, line.depth)
        continue
      }
      if salvaged, let problem {
        warn(
          "\(problem.message): only the class and frame of this view are read", line: problem.line,
          column: problem.column, text: line.text)
      }
      warnings.append(contentsOf: pending)
      pending = []
      if !views.isEmpty {
        if line.depth == 0 {
          warn(
            "a second root view: only the first view and its subviews are imported; the rest of the input is skipped",
            line: number, column: line.classColumn - 1, text: line.text)
          ended = true
          continue
        }
        while let last = open.last, last.depth >= line.depth { open.removeLast() }
        if let skipped = skippedDepth, skipped >= line.depth { skippedDepth = nil }
        guard let parent = open.last else { continue }
        if line.depth > parent.depth + 1, skippedDepth == nil {
          warn(
            "this view is nested \(line.depth) deep, below a view nested \(parent.depth) deep: "
              + "it is made a subview of that view",
            line: number, column: line.classColumn - 1, text: line.text)
        }
        view.parent = parent.index
        views[parent.index].children.append(views.count)
      } else if line.depth != 0 {
        warn(
          "the first view is nested ('|' before it): it is read as the root; paste the whole description, "
            + "from its root line, to import the views above it",
          line: number, column: line.classColumn - 1, text: line.text)
      }
      // The scene's nesting: a window's subviews are its top level; another root is a view.
      let sceneDepth = open.count + (views.isEmpty || !HierarchyClassMap.isWindow(views[0]) ? 1 : 0)
      guard sceneDepth <= limits.maxDepth else {
        throw error(
          "views are nested more than \(limits.maxDepth) deep, the most a scene may have (run would refuse "
            + "the scene): import a part of the hierarchy (a subview's recursiveDescription)",
          line: number, column: line.classColumn, text: line.text)
      }
      guard views.count < limits.maxViews + 1 else {
        throw error(
          "more than \(limits.maxViews) views, the most a scene may have (run would refuse the scene): "
            + "import a part of the hierarchy (a subview's recursiveDescription)",
          line: number, column: line.classColumn, text: line.text)
      }
      open.append((line.depth, views.count))
      views.append(view)
    }
    // After the last view line, only lines that look like part of the dump (markers, a '<') warn.
    warnings += pending.filter { ($0.sourceLine ?? "").contains { $0 == "|" || $0 == "<" } }
    guard !views.isEmpty else {
      throw Diagnostic(
        file: file,
        message: "no view description found: expected lines such as "
          + "'<UIWindow: 0x7f8b1c506a90; frame = (0 0; 390 844); ...>' from "
          + "'po UIApplication.shared.keyWindow?.value(forKey: \"recursiveDescription\")'")
    }
    return views
  }

  /// The input's lines with their 1-based numbers; a line holding the whole description as one
  /// string literal with `\n` escapes (Cycript's `@"<UIWindow: ...>\n   | <UIView: ...>"`) is
  /// split into its lines, each numbered as the line it came from.
  static func logicalLines(_ lines: [String]) -> [(number: Int, text: String)] {
    var result: [(number: Int, text: String)] = []
    result.reserveCapacity(lines.count)
    for (offset, line) in lines.enumerated() {
      guard line.contains("\\n"), line.contains("<"),
        let quote = line.firstIndex(of: "\""), line[..<quote].allSatisfy({ $0 == " " || $0 == "@" })
      else {
        result.append((offset + 1, line))
        continue
      }
      var body = line[line.index(after: quote)...]
      if body.hasSuffix("\""), !body.hasSuffix("\\\"") { body = body.dropLast() }
      var current = ""
      var pieces: [String] = []
      var escaped = false
      for character in body {
        if escaped {
          switch character {
          case "n": pieces.append(current); current = ""
          case "t": current.append("\t")
          default: current.append(character)
          }
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else {
          current.append(character)
        }
      }
      pieces.append(current)
      for piece in pieces where !piece.isEmpty { result.append((offset + 1, piece)) }
    }
    return result
  }

  /// Blank lines, the debugger's prompt lines and comment markers, skipped anywhere.
  static func isNoise(_ bytes: [UInt8]) -> Bool {
    let content = bytes.drop { $0 == UInt8(ascii: " ") || $0 == 0x09 }
    if content.isEmpty || content.starts(with: Array("(lldb)".utf8))
      || content.starts(with: Array("cy#".utf8))
    {
      return true
    }
    let trimmed = String(decoding: content, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    return ["//", "///", "/*", "*/", "*", "/**"].contains(trimmed)
  }

  /// Where a line after the root starts, past a comment marker it was pasted under (`//`,
  /// `///`, ` * `).
  static func contentStart(_ bytes: [UInt8]) -> Int {
    var index = 0
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == 0x09 { index += 1 }
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
      while index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
      return index
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "*"),
      index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "/")
    {
      return index + 1
    }
    return 0
  }

  /// Where the root line's description starts: the first `<Name:` (or `<Name;`) not inside a
  /// `|` marker run.
  static func rootStart(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "|") { return nil }
      if bytes[index] == UInt8(ascii: "<"), startsView(bytes, at: index) {
        // Spaces before `<` (and a wrapping `<`) belong to the line, not to a prefix.
        var start = index
        if start > 0, bytes[start - 1] == UInt8(ascii: "<") { start -= 1 }
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
        return start
      }
      index += 1
    }
    return nil
  }

  /// Whether a line is a view line from `start`: markers and spaces, then `<Name` (or `<<Name`).
  static func looksLikeView(_ bytes: [UInt8], from start: Int = 0) -> Bool {
    var index = start
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "|") || bytes[index] == 0x09
    {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return false }
    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<") { index += 1 }
    return index + 1 < bytes.count && HierarchyLineParser.isNameByte(bytes[index + 1])
  }

  /// The `|` markers from `start`.
  static func depth(_ bytes: [UInt8], from start: Int) -> Int {
    HierarchyLineParser.nesting(bytes, from: start).depth
  }

  /// Whether `<` at `index` is followed by a class name and `:` or `;`.
  private static func startsView(_ bytes: [UInt8], at index: Int) -> Bool {
    var cursor = index + 1
    while cursor < bytes.count, HierarchyLineParser.isNameByte(bytes[cursor]) { cursor += 1 }
    return cursor > index + 1 && cursor < bytes.count
      && (bytes[cursor] == UInt8(ascii: ":") || bytes[cursor] == UInt8(ascii: ";"))
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

  func warning(_ message: String, line: Int, column: Int, text: String) -> Diagnostic {
    let first = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first
    return Diagnostic(
      .warning, file: file, line: line, column: column, message: message,
      sourceLine: first.map(String.init) ?? text)
  }

  mutating func warn(_ message: String, line: Int, column: Int, text: String) {
    warnings.append(warning(message, line: line, column: column, text: text))
  }

  mutating func warn(_ message: String, line: HierarchyLine, column: Int) {
    warnings.append(
      Diagnostic(
        .warning, file: file, line: line.number, column: column, message: message, sourceLine: line.text))
  }
}
