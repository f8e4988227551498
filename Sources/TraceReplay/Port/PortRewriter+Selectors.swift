extension PortRewriter {
  /// What a `#selector(...)` names: an optional type, a method name, its labels when written, or
  /// a property's getter or setter.
  struct SelectorReference: Equatable {
    var typeName: String?
    var name: String
    var labels: [String]?
    /// `getter` or `setter` for `#selector(getter: Type.property)`.
    var accessor: String?
  }

  /// `#selector(tap(_:))` -> `Selector("tap:")`: the Objective-C name UIKit would use, an
  /// `@objc(name)` winning, and a bare name resolved against the methods of the module's classes.
  mutating func rewriteSelectors(_ file: Int) {
    let source = module.sources[file]
    for position in source.tokens.indices where source.tokens[position].kind == .pound {
      guard source.equals(position, "#selector"), let open = source.next(after: position),
        source.isPunctuation(open, 0x28), let close = source.partner[open]
      else { continue }
      let inner = source.text(bytes: source.tokens[open].end..<source.tokens[close].start)
      guard let reference = Self.parseSelector(inner) else {
        warnings.append(
          source.diagnostic(
            .warning, at: source.tokens[position].start,
            "cannot read this #selector; it is left as it is and will not compile"))
        continue
      }
      let name = resolve(reference, file: file, position: position)
      edits[file].append(
        PortEdit(
          range: source.tokens[position].start..<source.tokens[close].end,
          replacement: "Selector(\"\(name)\")"))
      summaries[file].selectorsRewritten += 1
    }
  }

  /// Reads the text inside `#selector(...)`: `getter:`/`setter:`, a dotted path, `(labels:)`,
  /// and an `as` cast (ignored).
  static func parseSelector(_ text: String) -> SelectorReference? {
    var body = text.filter { !$0.isWhitespace && !$0.isNewline }
    var accessor: String?
    for prefix in ["getter:", "setter:"] where body.hasPrefix(prefix) {
      accessor = String(prefix.dropLast())
      body.removeFirst(prefix.count)
    }
    if let cast = text.range(of: " as ") {
      body = String(text[..<cast.lowerBound]).filter { !$0.isWhitespace }
      for prefix in ["getter:", "setter:"] where body.hasPrefix(prefix) { body.removeFirst(prefix.count) }
    }
    var labels: [String]?
    if let paren = body.firstIndex(of: "("), body.hasSuffix(")") {
      let list = body[body.index(after: paren)..<body.index(before: body.endIndex)]
      labels = list.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
      body = String(body[..<paren])
    }
    let path = body.split(separator: ".").map { String($0).trimmingBackticks }
    guard let name = path.last, !name.isEmpty,
      name.unicodeScalars.allSatisfy({
        $0.value < 0x80 ? SwiftSourceScanner.isWordByte(UInt8($0.value)) : true
      })
    else { return nil }
    var typeName: String? = path.count > 1 ? path.dropLast().joined(separator: ".") : nil
    if typeName == "self" || typeName == "Self" { typeName = nil }
    return SelectorReference(typeName: typeName, name: name, labels: labels, accessor: accessor)
  }

  /// The Objective-C name of `reference`, and records the method it names as an action method.
  mutating func resolve(_ reference: SelectorReference, file: Int, position: Int) -> String {
    if let accessor = reference.accessor {
      guard accessor == "setter" else { return reference.name }
      return "set" + reference.name.prefix(1).uppercased() + reference.name.dropFirst() + ":"
    }
    var candidates: [PortedClass] = []
    if let typeName = reference.typeName {
      if let named = module.classNamed(typeName)
        ?? module.classNamed(typeName.split(separator: ".").last.map(String.init))
      {
        candidates = [named] + module.moduleAncestors(of: named)
      }
    } else if let enclosing = module.enclosingClass(file: file, position: position) {
      candidates = [enclosing] + module.moduleAncestors(of: enclosing)
    }
    if candidates.isEmpty && reference.typeName == nil { candidates = module.classes }
    for found in candidates {
      guard
        let member = found.members.first(where: { member in
          member.kind == .method && !member.isStatic && member.name == reference.name
            && (reference.labels.map { member.parameters.map(\.label) == $0 } ?? true)
        })
      else { continue }
      selected[found.qualifiedName, default: []].insert(member.actionKey)
      return member.objCName
    }
    return ObjCSelectorName.make(reference.name, labels: reference.labels ?? [])
  }
}

extension PortedMember {
  /// What tells methods apart for selection: the name and labels (`tap(_:forEvent:)`).
  var actionKey: String {
    name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
  }
}
