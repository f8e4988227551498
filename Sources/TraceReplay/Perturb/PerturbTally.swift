/// The counts of one thread's runs of `perturb`, merged into one when all are done: sums and
/// minima only, so the result does not depend on how runs were shared between threads.
struct PerturbTally {
  /// For each outcome of the unchanged replay (by its index in `OutcomeIndex`), for each of its
  /// occurrences, the runs that had it at least that many times: outcome `index`'s counts are
  /// `kept[starts[index]..<starts[index + 1]]` (one array for all, not one per outcome).
  var kept: [Int32]
  /// Where each outcome's counts start in `kept` (`OutcomeIndex.starts`), one more at the end.
  let starts: [Int32]
  /// Outcomes the unchanged replay does not have (by their fields other than time and their
  /// touch): in how many runs, and the record of the earliest run with it.
  var appeared: [OutcomeKey: (runs: Int, firstRun: Int, record: ReplayRecord)] = [:]

  init(starts: [Int32]) {
    self.starts = starts
    kept = [Int32](repeating: 0, count: Int(starts.last ?? 0))
  }

  /// The runs that had outcome `index` at least `occurrence` times (1 for the first).
  func kept(_ index: Int, occurrence: Int) -> Int { Int(kept[Int(starts[index]) + occurrence - 1]) }

  /// An outcome of one run that the unchanged replay does not have: how many times, and the
  /// first record of it.
  struct Novel {
    var count: Int
    var record: ReplayRecord
  }

  /// Counts one run: how many times it had each outcome of the unchanged replay (`seen`, by
  /// index), and the outcomes the unchanged replay does not have (`novel`, by a record's key:
  /// its fields other than time, and its touch).
  mutating func add(run: Int, seen: [Int], novel: [OutcomeKey: Novel]) {
    for index in seen.indices where seen[index] > 0 {
      let first = Int(starts[index])
      for slot in first..<first + min(seen[index], Int(starts[index + 1]) - first) { kept[slot] += 1 }
    }
    for (kind, found) in novel {
      if var entry = appeared[kind] {
        entry.runs += 1
        if run < entry.firstRun {
          entry.firstRun = run
          entry.record = found.record
        }
        appeared[kind] = entry
      } else {
        appeared[kind] = (1, run, found.record)
      }
    }
  }

  mutating func merge(_ other: PerturbTally) {
    for slot in kept.indices { kept[slot] += other.kept[slot] }
    for (json, entry) in other.appeared {
      if var mine = appeared[json] {
        mine.runs += entry.runs
        if entry.firstRun < mine.firstRun {
          mine.firstRun = entry.firstRun
          mine.record = entry.record
        }
        appeared[json] = mine
      } else {
        appeared[json] = entry
      }
    }
  }
}
