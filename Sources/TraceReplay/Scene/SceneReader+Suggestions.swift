/// "Did you mean" notes for scene messages: the nearest candidate, in sorted order for ties.
func suggestionNotes(_ word: String, _ candidates: [String]) -> [String] {
  Suggestions.didYouMean(word, in: candidates.sorted()).map { [$0] } ?? []
}

extension SceneReader {
  /// The error for a required field that is missing: at the member whose key looks like a
  /// misspelling of it (`fram`), with a did-you-mean note, or else at the object.
  func missingField(
    _ name: String, _ message: String, in members: [JSONMember], at node: JSONNode, path: String
  ) -> Diagnostic {
    if let misspelt = members.first(where: { Suggestions.nearest(to: $0.key, in: [name]) != nil }) {
      return error(
        message, at: misspelt.keyPosition, path: path,
        notes: ["found \(DiagnosticText.quoted(misspelt.key)): did you mean '\(name)'?"])
    }
    return error(message, at: node, path: path)
  }
}
