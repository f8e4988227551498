extension PortRewriter {
  /// Attributes Linux refuses or ignores that `port` removes, keeping the declaration.
  static let removedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBDesignable", "IBInspectable", "IBOutlet", "IBAction",
    "IBSegueAction", "GKInspectable", "UIApplicationMain",
  ]

  /// The declaration keywords and modifiers after which `dynamic` is a modifier.
  private static let declarationWords: Set<String> = PortDeclarationScanner.modifierWords.union([
    "var", "let", "func", "init", "subscript",
  ])

  /// Removes `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, the Interface Builder
  /// attributes and the `dynamic` modifier; a line left empty goes too.
  mutating func removeAttributes(_ file: Int) {
    let source = module.sources[file]
    for position in source.tokens.indices {
      let token = source.tokens[position]
      if token.kind == .attribute {
        let name = String(source.text(position).dropFirst())
        guard Self.removedAttributes.contains(name) else { continue }
        var end = token.end
        if source.isPunctuation(position + 1, 0x28), let close = source.partner[position + 1] {
          end = source.tokens[close].end
        }
        remove(token.start..<end, in: file)
        if name == "objc" || name == "objcMembers" || name == "nonobjc" {
          summaries[file].objcRemoved += 1
        } else {
          summaries[file].attributesRemoved += 1
        }
      } else if token.kind == .word, source.equals(position, "dynamic"),
        let next = source.next(after: position),
        source.tokens[next].kind == .attribute
          || (source.tokens[next].kind == .word && Self.declarationWords.contains(source.text(next))),
        source.previous(before: position).map({ !source.isPunctuation($0, 0x2E) }) ?? true
      {
        remove(token.start..<token.end, in: file)
        summaries[file].attributesRemoved += 1
      } else if token.kind == .word, source.equals(position, "open"), isBesideStatic(position, in: source) {
        // `open static` compiled with Swift 4's compilers (a warning); Swift 5 refuses it, since
        // a static member is final: `public` is what it always meant.
        edits[file].append(PortEdit(range: token.start..<token.end, replacement: "public"))
        summaries[file].modifiersRewritten += 1
      }
    }
  }

  /// Whether the modifier at `position` sits next to `static` (`open static let`, `static open
  /// func`).
  private func isBesideStatic(_ position: Int, in source: PortSource) -> Bool {
    if let next = source.next(after: position), source.tokens[next].kind == .word,
      source.equals(next, "static")
    {
      return true
    }
    if let previous = source.previous(before: position), source.tokens[previous].kind == .word,
      source.equals(previous, "static")
    {
      return true
    }
    return false
  }
}
