/// Zeller and Hildebrandt's ddmin, in the form that does not start over: the smallest subset of
/// `items` it can find for which `test` holds, given that it holds for all of them. The result
/// is 1-minimal: `test` fails without any one of its items (unless `test` gave up, see below).
///
/// Each round splits what is kept into `parts` runs and tries to remove each run in turn; a run
/// that can go is gone, and the round carries on with the next run instead of starting over
/// (the original restarts after every success, which costs a number of tests quadratic in the
/// items kept when most of them must stay). A round that removed nothing doubles `parts`; at one
/// item per run, rounds repeat until one removes nothing. With one needed item among n it takes
/// about 2 log2(n) tests; with k needed, about 2k log2(n / k) plus 2k for the last rounds.
///
/// `stop` ends the search early (a spent budget): the result is then the smallest subset that
/// held so far, and no candidate is made after it says so.
enum DeltaDebugging {
  static func minimize(_ items: [Int], stop: () -> Bool = { false }, test: ([Int]) -> Bool) -> [Int] {
    var current = items
    if current.isEmpty || stop() { return current }
    if test([]) { return [] }
    var parts = 2
    while current.count >= 2 {
      let chunks = split(current, into: parts)
      var kept: [[Int]] = []
      var removed = false
      for index in chunks.indices {
        if stop() { return current }
        // What stays if this run goes: the runs kept so far and the ones not tried yet.
        let candidate = (kept + chunks[(index + 1)...]).flatMap { $0 }
        if !candidate.isEmpty && test(candidate) {
          current = candidate
          removed = true
        } else {
          kept.append(chunks[index])
        }
      }
      if removed {
        // The same granularity again over what is left (as many runs as were kept).
        parts = min(max(kept.count, 2), current.count)
        continue
      }
      if parts >= current.count { break }
      parts = min(current.count, parts * 2)
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
