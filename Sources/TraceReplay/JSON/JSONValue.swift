/// A position in a source file: 1-based line and column (columns count UTF-8 bytes).
package struct SourcePosition: Hashable, Sendable, Comparable {
  package var line: Int
  package var column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package static func < (a: SourcePosition, b: SourcePosition) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}

/// A parsed JSON value that remembers where each node started, for messages that point at it.
package indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONNode])
  /// Members in source order; duplicate keys are rejected by the parser.
  case object([JSONMember])
}

/// A JSON value with the position of its first character.
package struct JSONNode: Sendable, Equatable {
  package var value: JSONValue
  package var position: SourcePosition

  package init(_ value: JSONValue, at position: SourcePosition) {
    self.value = value
    self.position = position
  }
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Sendable, Equatable {
  package var key: String
  package var keyPosition: SourcePosition
  package var node: JSONNode

  package init(key: String, keyPosition: SourcePosition, node: JSONNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.node = node
  }
}
