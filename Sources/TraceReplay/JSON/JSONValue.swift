/// A position in a source file: 1-based line and column (columns count UTF-8 bytes).
public struct SourcePosition: Hashable, Sendable, Comparable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}

/// A parsed JSON value that remembers where each node started, for messages that point at it.
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONNode])
  /// Members in source order; duplicate keys are rejected by the parser.
  case object([JSONMember])
}

/// A JSON value with the position of its first character.
public struct JSONNode: Sendable, Equatable {
  public var value: JSONValue
  public var position: SourcePosition

  public init(_ value: JSONValue, at position: SourcePosition) {
    self.value = value
    self.position = position
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
  public var key: String
  public var keyPosition: SourcePosition
  public var node: JSONNode

  public init(key: String, keyPosition: SourcePosition, node: JSONNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.node = node
  }
}
