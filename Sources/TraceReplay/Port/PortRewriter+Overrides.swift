extension PortRewriter {
  /// Where code goes at the end of a class body: before its closing `}`, with the indentation
  /// of the body's members.
  struct BodyEnd {
    var offset: Int
    /// Whether the `}` starts its line (code then goes on whole lines before it).
    var ownLine: Bool
    /// The indentation of the closing `}` and one level of it.
    var indent: String
    var unit: String
  }

  /// Where code is inserted at the end of `found`'s body.
  func bodyEnd(of found: PortedClass) -> BodyEnd {
    let source = module.sources[found.file]
    let close = source.tokens[found.bodyClose].start
    let lineStart = source.lineStart(of: close)
    let before = source.bytes[lineStart..<close]
    let ownLine = before.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    let closeLine = source.lineStart(of: source.tokens[found.bodyOpen].start)
    let outer = String(
      decoding: source.bytes[closeLine...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    var unit = "    "
    if let first = found.members.first(where: { !$0.inExtension && $0.file == found.file }) {
      let memberLine = source.lineStart(of: first.start)
      let indent = source.bytes[memberLine...].prefix { $0 == 0x20 || $0 == 0x09 }.count
      if indent > outer.utf8.count {
        unit = String(
          decoding: source.bytes[(memberLine + outer.utf8.count)..<(memberLine + indent)], as: UTF8.self)
      }
    }
    return BodyEnd(offset: ownLine ? lineStart : close, ownLine: ownLine, indent: outer, unit: unit)
  }

  /// Inserts `lines` (without indentation of the body) at the end of `found`'s body.
  mutating func insertAtBodyEnd(of found: PortedClass, _ text: String) {
    let end = bodyEnd(of: found)
    var block = text
    if !end.ownLine { block = "\n" + block + end.indent }
    edits[found.file].append(PortEdit(range: end.offset..<end.offset, replacement: block))
  }

  /// Moves each `override` declared in an extension of a class of the module into the class
  /// body, when both are in the same file; refuses one in another file with where to move it.
  mutating func moveOverrides() throws {
    for found in module.extensions {
      let source = module.sources[found.file]
      let overrides = found.members.filter { $0.modifiers.contains("override") }
      guard !overrides.isEmpty else { continue }
      guard let owner = module.classNamed(found.typeName) else {
        for member in overrides {
          warnings.append(
            source.diagnostic(
              .warning, at: source.tokens[member.keywordToken].start,
              "'override' in an extension of '\(found.typeName)', which is not a class of this module: "
                + "Swift on Linux cannot override from an extension, so this will not compile",
              notes: ["move it into a subclass's body"]))
        }
        continue
      }
      guard owner.file == found.file else {
        let member = overrides[0]
        let ownerSource = module.sources[owner.file]
        let (line, column) = ownerSource.location(of: owner.nameOffset)
        throw source.diagnostic(
          at: source.tokens[member.keywordToken].start,
          "'override' in an extension of '\(owner.name)', which is declared in another file: "
            + "Swift on Linux cannot override from an extension",
          notes: [
            "move this declaration into the body of '\(owner.name)' "
              + "(\(ownerSource.displayPath):\(line):\(column)), or the extension into that file"
          ])
      }
      let end = bodyEnd(of: owner)
      for member in overrides {
        let lineStart = source.lineStart(of: member.start)
        var stop = member.end
        while stop < source.bytes.count && (source.bytes[stop] == 0x20 || source.bytes[stop] == 0x09) {
          stop += 1
        }
        if stop < source.bytes.count && source.bytes[stop] == 0x0D { stop += 1 }
        if stop < source.bytes.count && source.bytes[stop] == 0x0A { stop += 1 }
        let text = PortEdit.apply(edits[found.file], to: source.bytes, in: lineStart..<member.end)
        let moved = Self.reindent(text, to: end.indent + end.unit)
        let (line, _) = source.location(of: member.start)
        edits[found.file].append(PortEdit(range: lineStart..<stop, replacement: ""))
        insertAtBodyEnd(
          of: owner,
          "\n\(end.indent)\(end.unit)// Moved here by tracereplay port from the extension at line \(line): "
            + "Swift on Linux\n\(end.indent)\(end.unit)// cannot override from an extension.\n" + moved + "\n"
        )
        summaries[found.file].overridesMoved += 1
      }
    }
  }

  /// `text` with its common indentation replaced by `indent`.
  static func reindent(_ text: String, to indent: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let common =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
    return lines.map { line in
      line.allSatisfy(\.isWhitespace) ? "" : indent + line.dropFirst(common)
    }.joined(separator: "\n")
  }
}
