/// "Did you mean" help: the nearest candidate to a misspelt name by edit distance.
public enum Suggestions {
  /// The candidate nearest to `word` (case-insensitive Levenshtein distance), if it is close enough.
  ///
  /// Close enough means a distance of at most a third of the longer name (at least 1). Ties go to the
  /// candidate listed first. An exact case-insensitive match wins outright.
  public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased().unicodeScalars)
      let limit = max(1, max(target.count, other.count) / 3)
      let distance = levenshtein(target, other)
      guard distance <= limit else { continue }
      if best == nil || distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// A ready-made note, `did you mean 'moved'?`, or nil when nothing is close.
  public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
    nearest(to: word, in: candidates).map { "did you mean '\($0)'?" }
  }

  /// The Levenshtein edit distance between two sequences (insertions, deletions, substitutions).
  public static func levenshtein<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for (i, x) in a.enumerated() {
      current[0] = i + 1
      for (j, y) in b.enumerated() {
        let substitution = previous[j] + (x == y ? 0 : 1)
        current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
