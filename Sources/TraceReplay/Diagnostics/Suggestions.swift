/// "Did you mean" help: the nearest candidate to a misspelt name by edit distance.
package enum Suggestions {
  /// The candidate nearest to `word` (case-insensitive edit distance), if it is close enough.
  ///
  /// Close enough means a distance of at most a third of the longer name (at least 1). Ties go to the
  /// candidate listed first. An exact case-insensitive match wins outright.
  package static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased().unicodeScalars)
      let limit = max(1, max(target.count, other.count) / 3)
      let distance = editDistance(target, other)
      guard distance <= limit else { continue }
      if best == nil || distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// A ready-made note, `did you mean 'moved'?`, or nil when nothing is close.
  package static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
    nearest(to: word, in: candidates).map { "did you mean '\($0)'?" }
  }

  /// The Levenshtein edit distance, counting a swap of two neighbours as one edit (optimal string
  /// alignment), so `mvoed` is one edit from `moved`.
  package static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let same = a[i - 1] == b[j - 1]
        var best = min(previous[j - 1] + (same ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          best = min(best, beforePrevious[j - 2] + 1)
        }
        current[j] = best
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
