extension JSONNode {
  /// How the value is named in messages: `a string`, `a number`, `an object`, `null`, `true`.
  package var kindDescription: String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The members in source order when the node is an object.
  package var objectMembers: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The elements when the node is an array.
  package var arrayElements: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The text when the node is a string.
  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The value when the node is a number.
  package var number: Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The value when the node is a number that is an exact integer within `Int`'s range.
  package var int: Int? {
    guard case .number(let number) = value else { return nil }
    return Int(exactly: number)
  }

  /// The value when the node is `true` or `false`.
  package var bool: Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  /// Whether the node is `null`.
  package var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  /// The member named `key` when the node is an object that has one.
  package func member(_ key: String) -> JSONNode? {
    objectMembers?.first { $0.key == key }?.node
  }

  /// A `Diagnostic` pointing at this node: `'path' must be a string, found a number`.
  package func typeMismatch(
    expected: String, file: String, path: String, sourceLine: String? = nil
  ) -> Diagnostic {
    Diagnostic(
      file: file, line: position.line, column: position.column,
      message: "'\(path)' must be \(expected), found \(kindDescription)", path: path,
      sourceLine: sourceLine)
  }
}
