/// Zeller and Hildebrandt's ddmin: the smallest subset of `items` it can find for which `test`
/// holds, given that it holds for all of them. The result is 1-minimal: `test` fails without
/// any one of its items.
enum DeltaDebugging {
  static func minimize(_ items: [Int], test: ([Int]) -> Bool) -> [Int] {
    var current = items
    if current.isEmpty { return current }
    if test([]) { return [] }
    var parts = 2
    while current.count >= 2 {
      let chunks = split(current, into: parts)
      var reduced = false
      for chunk in chunks where chunk.count < current.count && test(chunk) {
        current = chunk
        parts = 2
        reduced = true
        break
      }
      // With two parts, each complement is the other part, already tested.
      if !reduced && parts > 2 {
        for index in chunks.indices {
          let complement = chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
          if complement.count < current.count && test(complement) {
            current = complement
            parts = max(parts - 1, 2)
            reduced = true
            break
          }
        }
      }
      if !reduced {
        if parts >= current.count { break }
        parts = min(current.count, parts * 2)
      }
    }
    return current
  }

  /// `items` in `parts` runs of nearly equal length, in order.
  static func split(_ items: [Int], into parts: Int) -> [[Int]] {
    let parts = min(max(parts, 1), items.count)
    var chunks: [[Int]] = []
    var start = 0
    for part in 0..<parts {
      let end = (items.count * (part + 1)) / parts
      chunks.append(Array(items[start..<end]))
      start = end
    }
    return chunks
  }
}
