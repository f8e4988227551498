/// `FIELD=VALUE[,FIELD=VALUE...]`: a record matches when each field has that value (an array
/// field when one of its elements has it), as the record's JSONL line spells them
/// (`action=tapOK:`, `events=touchUpOutside`, `type=gesture,state=ended`).
package struct RecordPattern: Sendable, Equatable, CustomStringConvertible {
  /// One `FIELD=VALUE`.
  package struct Field: Sendable, Equatable {
    package var name: String
    package var value: String
  }

  /// The fields, in the order given.
  package private(set) var fields: [Field]
  /// The text as given.
  package let description: String

  /// Parses `text`; nil with the reason when a part is not `FIELD=VALUE`.
  package static func parse(_ text: String) -> Result<RecordPattern, PatternError> {
    var fields: [Field] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let equals = part.firstIndex(of: "="), equals != part.startIndex else {
        return .failure(PatternError(message: "'\(part)' is not FIELD=VALUE"))
      }
      let name = part[..<equals].trimmingSpaces
      fields.append(Field(name: name, value: String(part[part.index(after: equals)...])))
    }
    return .success(RecordPattern(fields: fields, description: text))
  }

  private init(fields: [Field], description: String) {
    self.fields = fields
    self.description = description
  }

  /// Whether the record, as its JSON object, has every field with its value.
  package func matches(_ record: JSONNode) -> Bool {
    fields.allSatisfy { pair in
      guard let node = record.member(pair.name) else { return false }
      if case .array(let elements) = node.value {
        return elements.contains { Self.value($0, is: pair.value) }
      }
      return Self.value(node, is: pair.value)
    }
  }

  /// The field names no record has (for the error that lists the fields there are).
  package func unknownFields(in known: Set<String>) -> [String] {
    fields.map(\.name).filter { !known.contains($0) }
  }

  static func value(_ node: JSONNode, is text: String) -> Bool {
    switch node.value {
    case .string(let string): return string == text
    case .number(let number): return Double(text).map { $0 == number } ?? false
    case .bool(let bool): return text == (bool ? "true" : "false")
    case .null: return text == "null"
    case .array, .object: return false
    }
  }

  /// Why a pattern could not be parsed.
  package struct PatternError: Error, Sendable {
    package var message: String
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
