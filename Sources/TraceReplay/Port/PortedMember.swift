/// A method, initializer or property declared directly in a class body or an extension, as
/// `port` reads it from the text.
struct PortedMember: Sendable {
  /// What kind of declaration it is.
  enum Kind: Sendable, Equatable {
    case method
    case initializer
    case property
  }

  /// One parameter of a method or initializer.
  struct Parameter: Sendable, Equatable {
    /// The argument label; `_` when there is none.
    var label: String
    /// The parameter's type as written (`UIButton`, `UIEvent?`).
    var type: String
  }

  var kind: Kind
  /// The name (`tap`, `value`; `init` for initializers).
  var name: String
  var parameters: [Parameter] = []
  /// The modifiers written before it (`override`, `private`, `static`, `convenience`...).
  var modifiers: Set<String> = []
  /// The attributes written before it, by name without `@`, with their argument text (`objc` ->
  /// `tap:`, `IBAction` -> ``).
  var attributes: [String: String] = [:]
  /// Whether it has generic parameters, `async`, `throws`.
  var isGeneric = false
  var isAsync = false
  var isThrowing = false
  /// Whether a method declares a result type (`-> Bool`).
  var returnsValue = false
  /// The source file (index into the module's files) and byte range of the whole declaration,
  /// attributes and modifiers included.
  var file: Int
  var start: Int
  var end: Int
  /// Whether it is declared in an extension rather than the class body.
  var inExtension = false
  /// The token index of the keyword (`func`, `var`, `init`).
  var keywordToken: Int

  /// Whether it is a static or class member.
  var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

  /// Whether it is `private` or `fileprivate` (setter-only restrictions excluded).
  var isFilePrivate: Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }

  /// The Objective-C name given with `@objc(name)`, if any.
  var explicitObjCName: String? {
    guard let argument = attributes["objc"], !argument.isEmpty else { return nil }
    return argument
  }

  /// The name the Objective-C runtime would give this method (`tap:`, `tapWithSender:`).
  var objCName: String {
    explicitObjCName ?? ObjCSelectorName.make(name, labels: parameters.map(\.label))
  }
}
