/// Edit distance and "did you mean" suggestions for unknown names.
enum Levenshtein {
  /// The number of single-character insertions, deletions and substitutions from `a` to `b`.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The closest candidate within a distance of max(2, a third of the name's length), if any.
  static func suggestion(for name: String, among candidates: [String]) -> String? {
    let limit = max(2, name.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates.sorted() {
      let d = distance(name, candidate)
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.name
  }
}
