/// Finds the classes and extensions of one file, and the members declared directly in their
/// bodies, by reading tokens: `class Name<...>: Super, Protocol {`, `extension Name {`, `func`,
/// `init`, `var`, `let`.
struct PortDeclarationScanner {
  /// What one file declares.
  struct Result {
    var classes: [PortedClass] = []
    var extensions: [PortedExtension] = []
  }

  /// The words that may precede a declaration keyword as modifiers.
  static let modifierWords: Set<String> = [
    "public", "open", "internal", "private", "fileprivate", "final", "override", "static", "class",
    "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating",
    "optional", "indirect", "nonisolated", "package", "isolated", "consuming", "borrowing",
    "distributed",
  ]

  private enum Container {
    case classBody(Int)
    case extensionBody(Int)
    case other
  }

  let source: PortSource
  let file: Int

  /// Scans `source`, the module's file number `file`.
  static func scan(_ source: PortSource, file: Int) -> Result {
    PortDeclarationScanner(source: source, file: file).run()
  }

  private func run() -> Result {
    var result = Result()
    var stack: [Container] = []
    // A class or extension whose `{` is expected next: its index in `result`.
    var pending: Container?
    var outerNames: [String] = []
    var namesStack: [String?] = []
    let tokens = source.tokens
    var position = 0
    while position < tokens.count {
      let token = tokens[position]
      defer { position += 1 }
      if token.kind == .punctuation {
        switch source.bytes[token.start] {
        case 0x7B:
          if let opening = pending {
            stack.append(opening)
            switch opening {
            case .classBody(let index):
              result.classes[index].bodyOpen = position
              namesStack.append(result.classes[index].name)
              outerNames.append(result.classes[index].name)
            case .extensionBody(let index):
              result.extensions[index].bodyOpen = position
              namesStack.append(result.extensions[index].typeName)
              outerNames.append(result.extensions[index].typeName)
            case .other:
              namesStack.append(nil)
            }
            pending = nil
          } else {
            stack.append(.other)
            namesStack.append(nil)
          }
        case 0x7D:
          guard let closed = stack.popLast() else { continue }
          if namesStack.popLast() ?? nil != nil { outerNames.removeLast() }
          switch closed {
          case .classBody(let index): result.classes[index].bodyClose = position
          case .extensionBody(let index): result.extensions[index].bodyClose = position
          case .other: break
          }
        default: break
        }
        continue
      }
      guard token.kind == .word else { continue }
      let directlyInType: Container? = {
        guard let top = stack.last else { return nil }
        if case .other = top { return nil }
        return top
      }()
      if source.equals(position, "class"), let found = classDeclaration(at: position, outer: outerNames) {
        result.classes.append(found)
        pending = .classBody(result.classes.count - 1)
        if let top = stack.last, case .other = top {
          result.classes[result.classes.count - 1].isNested = true
        }
        continue
      }
      if source.equals(position, "extension"), stack.isEmpty, let found = extensionDeclaration(at: position) {
        result.extensions.append(found)
        pending = .extensionBody(result.extensions.count - 1)
        continue
      }
      if ["struct", "enum", "protocol", "actor"].contains(where: { source.equals(position, $0) }),
        source.previous(before: position).map({ !source.isPunctuation($0, 0x2E) }) ?? true,
        let name = source.next(after: position), tokens[name].kind == .word
      {
        pending = .other
        continue
      }
      guard let container = directlyInType, let member = member(at: position) else { continue }
      switch container {
      case .classBody(let index): result.classes[index].members.append(member)
      case .extensionBody(let index):
        var inExtension = member
        inExtension.inExtension = true
        result.extensions[index].members.append(inExtension)
      case .other: break
      }
    }
    return result
  }

  /// A class declared at `position` (the word `class`), or nil when `class` is a modifier.
  private func classDeclaration(at position: Int, outer: [String]) -> PortedClass? {
    if let before = source.previous(before: position),
      source.tokens[before].kind == .punctuation,
      [0x2E, 0x3A, 0x2C, 0x26].contains(source.bytes[source.tokens[before].start])
    {
      return nil
    }
    guard let nameToken = source.next(after: position), source.tokens[nameToken].kind == .word else {
      return nil
    }
    let name = source.text(nameToken).trimmingBackticks
    guard !Self.modifierWords.contains(name),
      !["func", "var", "let", "subscript", "init", "deinit"].contains(name)
    else { return nil }
    var after = source.next(after: nameToken)
    var isGeneric = false
    if let angle = after, source.isPunctuation(angle, 0x3C) {
      isGeneric = true
      after = skipAngles(from: angle)
    }
    var superclass: String?
    if let colon = after, source.isPunctuation(colon, 0x3A) {
      superclass = typeName(after: colon)
    }
    let (modifiers, _, start) = prefix(before: position)
    _ = start
    return PortedClass(
      name: name, qualifiedName: (outer + [name]).joined(separator: "."), superclass: superclass,
      modifiers: modifiers, isGeneric: isGeneric, isNested: !outer.isEmpty, file: file,
      nameOffset: source.tokens[nameToken].start, bodyOpen: -1, bodyClose: -1)
  }

  private func extensionDeclaration(at position: Int) -> PortedExtension? {
    guard let first = source.next(after: position), source.tokens[first].kind == .word else { return nil }
    var name = source.text(first).trimmingBackticks
    var cursor = first
    while let dot = source.next(after: cursor), source.isPunctuation(dot, 0x2E),
      let part = source.next(after: dot), source.tokens[part].kind == .word
    {
      name += "." + source.text(part).trimmingBackticks
      cursor = part
    }
    return PortedExtension(typeName: name, file: file, keyword: position, bodyOpen: -1, bodyClose: -1)
  }

  /// The first type name of an inheritance clause after `colon`, without a module prefix.
  private func typeName(after colon: Int) -> String? {
    guard var cursor = source.next(after: colon), source.tokens[cursor].kind == .word else { return nil }
    var name = source.text(cursor)
    while let dot = source.next(after: cursor), source.isPunctuation(dot, 0x2E),
      let part = source.next(after: dot), source.tokens[part].kind == .word
    {
      name = source.text(part)
      cursor = part
    }
    return name.trimmingBackticks
  }

  /// The token after a `<...>` clause that opens at `angle`.
  private func skipAngles(from angle: Int) -> Int? {
    var depth = 0
    var cursor = angle
    while cursor < source.tokens.count {
      if source.isPunctuation(cursor, 0x3C) { depth += 1 }
      if source.isPunctuation(cursor, 0x3E), !source.isPunctuation(cursor - 1, 0x2D) {
        depth -= 1
        if depth == 0 { return source.next(after: cursor) }
      }
      if source.isPunctuation(cursor, 0x7B) { return cursor }
      cursor += 1
    }
    return nil
  }

  /// The modifiers and attributes written before the keyword at `position`, and the first byte
  /// of the declaration.
  func prefix(before position: Int) -> (Set<String>, [String: String], Int) {
    var modifiers: Set<String> = []
    var attributes: [String: String] = [:]
    var start = source.tokens[position].start
    var cursor = source.previous(before: position)
    while let index = cursor {
      var head = index
      var argument: String?
      if source.isPunctuation(index, 0x29), let open = source.partner[index],
        let owner = source.previous(before: open)
      {
        head = owner
        argument = source.text(bytes: source.tokens[open].end..<source.tokens[index].start)
          .filter { !$0.isWhitespace }
      }
      let token = source.tokens[head]
      if token.kind == .attribute {
        attributes[String(source.text(head).dropFirst())] = argument ?? ""
      } else if token.kind == .word, Self.modifierWords.contains(source.text(head)) {
        let word = source.text(head)
        // `private(set)` restricts the setter only.
        if argument == nil { modifiers.insert(word) } else { modifiers.insert(word + "(set)") }
      } else {
        break
      }
      start = token.start
      cursor = source.previous(before: head)
    }
    return (modifiers, attributes, start)
  }

  /// A member declared at `position` (`func`, `init`, `var`, `let`), or nil.
  private func member(at position: Int) -> PortedMember? {
    let word = source.text(position)
    switch word {
    case "func": return method(at: position)
    case "init": return initializer(at: position)
    case "var", "let": return property(at: position)
    default: return nil
    }
  }

  private func method(at position: Int) -> PortedMember? {
    guard let nameToken = source.next(after: position), source.tokens[nameToken].kind == .word else {
      return nil
    }
    var member = makeMember(.method, name: source.text(nameToken).trimmingBackticks, at: position)
    var cursor = source.next(after: nameToken)
    if let angle = cursor, source.isPunctuation(angle, 0x3C) {
      member.isGeneric = true
      cursor = skipAngles(from: angle)
    }
    guard let open = cursor, source.isPunctuation(open, 0x28), let close = source.partner[open] else {
      return nil
    }
    member.parameters = parameters(open, close)
    finish(&member, after: close)
    return member
  }

  private func initializer(at position: Int) -> PortedMember? {
    if let before = source.previous(before: position), source.isPunctuation(before, 0x2E) { return nil }
    var member = makeMember(.initializer, name: "init", at: position)
    var cursor = source.next(after: position)
    if let mark = cursor, source.isPunctuation(mark, 0x3F) || source.isPunctuation(mark, 0x21) {
      cursor = source.next(after: mark)
    }
    if let angle = cursor, source.isPunctuation(angle, 0x3C) {
      member.isGeneric = true
      cursor = skipAngles(from: angle)
    }
    guard let open = cursor, source.isPunctuation(open, 0x28), let close = source.partner[open] else {
      return nil
    }
    member.parameters = parameters(open, close)
    finish(&member, after: close)
    return member
  }

  private func property(at position: Int) -> PortedMember? {
    guard let nameToken = source.next(after: position), source.tokens[nameToken].kind == .word else {
      return nil
    }
    var member = makeMember(.property, name: source.text(nameToken).trimmingBackticks, at: position)
    // The end: a `{` accessor block right after the type, else the end of the line.
    var cursor = nameToken + 1
    var end = source.tokens[nameToken].end
    while cursor < source.tokens.count {
      let token = source.tokens[cursor]
      if token.kind == .newline {
        // A declaration goes on when the next line starts with `{` (an accessor block below).
        if let next = source.next(after: cursor), source.isPunctuation(next, 0x7B),
          let close = source.partner[next],
          source.previous(before: next).map({ !source.isPunctuation($0, 0x3D) }) ?? true
        {
          end = source.tokens[close].end
        }
        break
      }
      if token.kind == .punctuation, let close = source.partner[cursor], close > cursor {
        end = source.tokens[close].end
        cursor = close + 1
        continue
      }
      if !token.isTrivia { end = token.end }
      cursor += 1
    }
    member.end = end
    return member
  }

  private func makeMember(_ kind: PortedMember.Kind, name: String, at position: Int) -> PortedMember {
    let (modifiers, attributes, start) = prefix(before: position)
    return PortedMember(
      kind: kind, name: name, modifiers: modifiers, attributes: attributes, file: file, start: start,
      end: source.tokens[position].end, keywordToken: position)
  }

  /// Reads `async`/`throws` and the body's end after the parameter list's `)`.
  private func finish(_ member: inout PortedMember, after close: Int) {
    var cursor = close + 1
    member.end = source.tokens[close].end
    while cursor < source.tokens.count {
      let token = source.tokens[cursor]
      if token.kind == .word {
        if source.equals(cursor, "async") { member.isAsync = true }
        if source.equals(cursor, "throws") || source.equals(cursor, "rethrows") { member.isThrowing = true }
      }
      if token.kind == .punctuation {
        let byte = source.bytes[token.start]
        if byte == 0x7B, let end = source.partner[cursor] {
          member.end = source.tokens[end].end
          return
        }
        if byte == 0x7D { return }
        if byte == 0x3E && source.isPunctuation(cursor - 1, 0x2D) { member.returnsValue = true }
        if (byte == 0x28 || byte == 0x5B), let end = source.partner[cursor] {
          cursor = end + 1
          continue
        }
      }
      if token.kind == .word, cursor > close + 1,
        ["func", "var", "let", "init", "class", "struct", "enum", "extension"].contains(source.text(cursor))
      {
        return
      }
      cursor += 1
    }
  }

  /// The parameters between the `(` at `open` and the `)` at `close`.
  private func parameters(_ open: Int, _ close: Int) -> [PortedMember.Parameter] {
    var result: [PortedMember.Parameter] = []
    var pieces: [[Int]] = [[]]
    var angle = 0
    var cursor = open + 1
    while cursor < close {
      let token = source.tokens[cursor]
      if token.kind == .punctuation {
        let byte = source.bytes[token.start]
        if (byte == 0x28 || byte == 0x5B || byte == 0x7B), let end = source.partner[cursor], end < close {
          pieces[pieces.count - 1].append(contentsOf: cursor...end)
          cursor = end + 1
          continue
        }
        if byte == 0x3C { angle += 1 }
        if byte == 0x3E && !source.isPunctuation(cursor - 1, 0x2D) { angle -= 1 }
        if byte == 0x2C && angle == 0 {
          pieces.append([])
          cursor += 1
          continue
        }
      }
      pieces[pieces.count - 1].append(cursor)
      cursor += 1
    }
    for piece in pieces {
      let significant = piece.filter { !source.tokens[$0].isTrivia }
      guard let colon = significant.firstIndex(where: { source.isPunctuation($0, 0x3A) }) else { continue }
      let names = significant[..<colon].filter { source.tokens[$0].kind == .word }.map {
        source.text($0).trimmingBackticks
      }
      guard let label = names.first else { continue }
      var typeTokens = Array(significant[(colon + 1)...])
      if let equals = typeTokens.firstIndex(where: { source.isPunctuation($0, 0x3D) }) {
        typeTokens = Array(typeTokens[..<equals])
      }
      guard let first = typeTokens.first, let last = typeTokens.last else { continue }
      var type = source.text(bytes: source.tokens[first].start..<source.tokens[last].end)
      for prefix in ["inout ", "@escaping ", "__owned ", "__shared ", "sending "] where type.hasPrefix(prefix)
      {
        type.removeFirst(prefix.count)
      }
      result.append(PortedMember.Parameter(label: label, type: type))
    }
    return result
  }
}

extension String {
  /// The name without the backticks that let a keyword be used as a name.
  var trimmingBackticks: String {
    guard hasPrefix("`") && hasSuffix("`") && count >= 2 else { return self }
    return String(dropFirst().dropLast())
  }
}
