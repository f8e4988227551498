extension Shrinker {
  /// Throws unless the unchanged replay shows the goal: each `--keep` pattern matches a record,
  /// each `--without` pattern names fields records have and matches none, each exact record is
  /// there. A pattern that matches nothing lists the fields the records have.
  func check(_ baseline: [(json: String, node: JSONNode?)]) throws(Diagnostic) {
    let file = fixture.request.tracePath
    for pattern in goal.keep where !baseline.contains(where: { $0.node.map(pattern.matches) ?? false }) {
      throw Diagnostic(
        file: file, message: "--keep '\(pattern)' matches no record of the unchanged replay",
        notes: Self.fieldNotes(baseline))
    }
    let known = Set(baseline.flatMap { $0.node?.objectMembers?.map(\.key) ?? [] })
    for pattern in goal.without {
      if !pattern.unknownFields(in: known).isEmpty {
        throw Diagnostic(
          file: file,
          message: "--without '\(pattern)' names a field no record of the unchanged replay has: "
            + pattern.unknownFields(in: known).map { "'\($0)'" }.joined(separator: ", "),
          notes: Self.fieldNotes(baseline))
      }
      if let found = baseline.first(where: { $0.node.map(pattern.matches) ?? false }) {
        throw Diagnostic(
          file: file,
          message:
            "the unchanged replay already has a record matching --without '\(pattern)', so the trace does not show it",
          notes: ["the record: \(found.json)"])
      }
    }
    if goal.keep.isEmpty, goal.keepRecords.isEmpty, let pattern = goal.without.first {
      // With nothing to keep, the empty trace has no record matching a --without pattern, so it
      // would always be the answer: refused, as a --keep that matches nothing is.
      throw Diagnostic(
        file: file,
        message: "--without '\(pattern)' alone is met by an empty trace: say what must stay with --keep",
        notes: ["for instance --keep type=controlEvent,events=touchDown --without '\(pattern)'"])
    }
    if !goal.isMet(by: baseline) {
      throw Diagnostic(file: file, message: "the unchanged replay does not show what is to be kept")
    }
  }

  /// One note per record type with the fields its records have:
  /// `controlEvent records have: control, events`.
  static func fieldNotes(_ records: [(json: String, node: JSONNode?)]) -> [String] {
    var fields: [String: [String]] = [:]
    var order: [String] = []
    for record in records {
      guard let node = record.node, case .string(let type)? = node.member("type")?.value else { continue }
      if fields[type] == nil { order.append(type) }
      for key in node.objectMembers?.map(\.key) ?? [] where !(fields[type]?.contains(key) ?? false) {
        fields[type, default: []].append(key)
      }
    }
    guard !order.isEmpty else { return ["the unchanged replay has no records"] }
    return order.map { type in "\(type) records have: " + (fields[type] ?? []).joined(separator: ", ") }
  }
}
