/// One module being ported: its files, and the classes and extensions they declare, each class
/// with the members of its extensions in the module.
struct PortModule {
  /// The module's name (a folder's name, or `--name`).
  let name: String
  let sources: [PortSource]
  private(set) var classes: [PortedClass] = []
  private(set) var extensions: [PortedExtension] = []
  /// The class index for a name (qualified, and plain for top-level classes).
  private(set) var classIndex: [String: Int] = [:]

  init(name: String, sources: [PortSource]) {
    self.name = name
    self.sources = sources
    for (file, source) in sources.enumerated() {
      let found = PortDeclarationScanner.scan(source, file: file)
      classes.append(contentsOf: found.classes.filter { $0.bodyOpen >= 0 && $0.bodyClose >= 0 })
      extensions.append(contentsOf: found.extensions.filter { $0.bodyOpen >= 0 && $0.bodyClose >= 0 })
    }
    for (index, found) in classes.enumerated() {
      classIndex[found.qualifiedName] = classIndex[found.qualifiedName] ?? index
      if !found.isNested { classIndex[found.name] = classIndex[found.name] ?? index }
    }
    for found in extensions {
      guard let index = classIndex[found.typeName] else { continue }
      classes[index].members.append(contentsOf: found.members)
    }
  }

  /// The class named `name` in the module, if any.
  func classNamed(_ name: String?) -> PortedClass? {
    name.flatMap { classIndex[$0] }.map { classes[$0] }
  }

  /// The stock class at the root of `found`'s superclass chain within the module, or nil when
  /// the chain ends at a class that is not UIKit's (or loops).
  func stockAncestor(of found: PortedClass) -> String? {
    var current = found
    var seen: Set<String> = [found.qualifiedName]
    while let parent = current.superclass {
      if let next = classNamed(parent), !seen.contains(next.qualifiedName) {
        seen.insert(next.qualifiedName)
        current = next
        continue
      }
      return PortStockClasses.isStock(parent) ? parent : nil
    }
    return nil
  }

  /// Whether `found` descends from `UIView`.
  func isView(_ found: PortedClass) -> Bool {
    stockAncestor(of: found).map { PortStockClasses.views.contains($0) } ?? false
  }

  /// Whether `found` descends from `UIGestureRecognizer`.
  func isRecognizer(_ found: PortedClass) -> Bool {
    stockAncestor(of: found).map { PortStockClasses.recognizers.contains($0) } ?? false
  }

  /// Whether `found` descends from `UIResponder` (so it has `responds(to:)` and `perform`).
  func isResponder(_ found: PortedClass) -> Bool {
    stockAncestor(of: found).map {
      PortStockClasses.views.contains($0) || PortStockClasses.otherResponders.contains($0)
    } ?? false
  }

  /// The module's classes in the superclass chain of `found`, nearest first.
  func moduleAncestors(of found: PortedClass) -> [PortedClass] {
    var result: [PortedClass] = []
    var current = found
    var seen: Set<String> = [found.qualifiedName]
    while let next = classNamed(current.superclass), !seen.contains(next.qualifiedName) {
      seen.insert(next.qualifiedName)
      result.append(next)
      current = next
    }
    return result
  }

  /// The class whose body (or one of whose extensions' bodies) holds the token `position` of
  /// `file`, innermost first.
  func enclosingClass(file: Int, position: Int) -> PortedClass? {
    var best: (span: Int, found: PortedClass)?
    for found in classes where found.file == file && found.bodyOpen < position && position < found.bodyClose {
      let span = found.bodyClose - found.bodyOpen
      if best.map({ span < $0.span }) ?? true { best = (span, found) }
    }
    if let best { return best.found }
    for found in extensions
    where found.file == file && found.bodyOpen < position && position < found.bodyClose {
      return classNamed(found.typeName)
    }
    return nil
  }
}
