/// A class declared in a module being ported, as read from its text: its name, superclass, body
/// and members (those of its extensions in the module included).
struct PortedClass: Sendable {
  /// The class name (`RangeSlider`).
  var name: String
  /// The name with the types it is nested in (`Outer.RangeSlider`).
  var qualifiedName: String
  /// The first type of the inheritance clause, without a module prefix; nil when there is none.
  var superclass: String?
  /// The modifiers before `class` (`public`, `final`, `private`...).
  var modifiers: Set<String>
  var isGeneric: Bool
  /// Whether it is declared inside another type.
  var isNested: Bool
  /// The file (index into the module's files) and the name's byte offset.
  var file: Int
  var nameOffset: Int
  /// Token indexes of the body's braces.
  var bodyOpen: Int
  var bodyClose: Int
  /// Members of the class body, then of its extensions in the module.
  var members: [PortedMember] = []

  /// Whether it is `private` or `fileprivate`.
  var isFilePrivate: Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }
  /// Whether it is `final`.
  var isFinal: Bool { modifiers.contains("final") }
}

/// An extension declared in a module being ported.
struct PortedExtension: Sendable {
  /// The extended type's name, without generic arguments or `where` clause (`RangeSlider`,
  /// `Outer.RangeSlider`).
  var typeName: String
  var file: Int
  /// Token indexes of the `extension` keyword and of the body's braces.
  var keyword: Int
  var bodyOpen: Int
  var bodyClose: Int
  var members: [PortedMember] = []
}
