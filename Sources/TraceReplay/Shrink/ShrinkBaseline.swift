/// What the unchanged replay shows, as much as `shrink` needs to check a goal's patterns and
/// explain a miss: the fields of each record type, the values of each field (for a
/// did-you-mean), which `--keep` patterns matched, and where `--without` patterns matched.
/// Nothing else of the replay's records is kept.
struct ShrinkBaseline {
  /// A `--without` match: the touches it belongs to and the first record.
  struct WithoutMatch {
    var touches: Set<Int32> = []
    var first: String?
  }

  /// The record types in the order met, each with its fields in the order met.
  var fieldsByType: [(type: String, fields: [String])] = []
  /// Every field name met.
  var fields: Set<String> = []
  /// The distinct text values of each field (an array field's elements), at most
  /// `maxValuesPerField` each, in the order met.
  var values: [String: [String]] = [:]
  private var valueSets: [String: Set<String>] = [:]
  /// Per `--keep` pattern, whether a record matched it.
  var keepMatched: [Bool]
  /// Per `--without` pattern, where it matched.
  var withoutMatches: [WithoutMatch]

  static let maxValuesPerField = 1_000

  init(keep: Int, without: Int) {
    keepMatched = Array(repeating: false, count: keep)
    withoutMatches = Array(repeating: WithoutMatch(), count: without)
  }

  /// Takes in one record: its JSON without `t`, parsed, and the touches it belongs to.
  mutating func add(
    _ json: String, node: JSONNode, touches: ArraySlice<Int32>, keep: [RecordPattern],
    without: [RecordPattern]
  ) {
    if case .string(let type)? = node.member("type")?.value, let members = node.objectMembers {
      let position = fieldsByType.firstIndex { $0.type == type } ?? fieldsByType.count
      if position == fieldsByType.count { fieldsByType.append((type, [])) }
      for member in members {
        if !fieldsByType[position].fields.contains(member.key) {
          fieldsByType[position].fields.append(member.key)
        }
        fields.insert(member.key)
        switch member.node.value {
        case .string(let value): remember(value, of: member.key)
        case .array(let elements):
          for element in elements {
            if case .string(let value) = element.value { remember(value, of: member.key) }
          }
        default: break
        }
      }
    }
    for index in keep.indices where !keepMatched[index] && keep[index].matches(node) {
      keepMatched[index] = true
    }
    for index in without.indices where without[index].matches(node) {
      withoutMatches[index].touches.formUnion(touches)
      if withoutMatches[index].first == nil { withoutMatches[index].first = json }
    }
  }

  private mutating func remember(_ value: String, of field: String) {
    guard (valueSets[field]?.count ?? 0) < Self.maxValuesPerField,
      valueSets[field, default: []].insert(value).inserted
    else { return }
    values[field, default: []].append(value)
  }

  /// One note per record type with the fields its records have:
  /// `controlEvent records have: control, events`.
  var fieldNotes: [String] {
    guard !fieldsByType.isEmpty else { return ["the unchanged replay has no records"] }
    return fieldsByType.map { "\($0.type) records have: " + $0.fields.joined(separator: ", ") }
  }

  /// `pattern` with each field name no record has, and each value no record has for its
  /// field, replaced by the nearest there is: `action=signIn:` for `action=signIn`; nil when
  /// nothing is close.
  func suggestion(for pattern: RecordPattern) -> String? {
    var changed = false
    let parts = pattern.fields.map { field -> String in
      var name = field.name
      if !fields.contains(name),
        let nearest = Suggestions.nearest(to: name, in: fieldsByType.flatMap(\.fields))
      {
        name = nearest
        changed = true
      }
      var value = field.value
      if let known = values[name], !known.contains(value), Double(value) == nil,
        let nearest = Suggestions.nearest(to: value, in: known)
      {
        value = nearest
        changed = true
      }
      return name + "=" + value
    }
    return changed ? parts.joined(separator: ",") : nil
  }
}
