/// "Did you mean" notes: the closest candidate by edit distance, when it is close enough.
func suggestionNotes(_ word: String, _ candidates: [String]) -> [String] {
  guard let best = closestMatch(to: word, in: candidates) else { return [] }
  return ["did you mean '\(best)'?"]
}

/// The candidate nearest to `word` (case-insensitive Levenshtein), within a third of its length.
func closestMatch(to word: String, in candidates: [String]) -> String? {
  let target = Array(word.lowercased().utf8)
  var best: (String, Int)?
  for candidate in candidates.sorted() {
    let distance = levenshtein(target, Array(candidate.lowercased().utf8))
    if distance <= max(1, target.count / 3), distance < (best?.1 ?? .max) {
      best = (candidate, distance)
    }
  }
  return best?.0
}

private func levenshtein(_ a: [UInt8], _ b: [UInt8]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
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
