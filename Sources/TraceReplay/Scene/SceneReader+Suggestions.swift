/// "Did you mean" notes for scene messages: the nearest candidate, in sorted order for ties.
func suggestionNotes(_ word: String, _ candidates: [String]) -> [String] {
  Suggestions.didYouMean(word, in: candidates.sorted()).map { [$0] } ?? []
}
