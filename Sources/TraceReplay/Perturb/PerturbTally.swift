/// The counts of one thread's runs of `perturb`, merged into one when all are done: sums and
/// minima only, so the result does not depend on how runs were shared between threads.
struct PerturbTally {
  /// For each outcome of the unchanged replay (by its index in `Perturber.baseline`), for each of
  /// its occurrences, the runs that had it at least that many times.
  var kept: [[Int]]
  /// Outcomes the unchanged replay does not have: in how many runs, and the record of the
  /// earliest run with it.
  var appeared: [ReplayRecord.Kind: (runs: Int, firstRun: Int, record: ReplayRecord)] = [:]

  init(occurrences: [Int]) {
    kept = occurrences.map { [Int](repeating: 0, count: $0) }
  }

  /// Counts one run: how many times it had each outcome (a record's kind: its fields other than
  /// time), and one record of each.
  mutating func add(
    run: Int, counts: [ReplayRecord.Kind: Int], records: [ReplayRecord.Kind: ReplayRecord],
    baseline: [ReplayRecord.Kind: Int]
  ) {
    for (json, count) in counts {
      if let index = baseline[json] {
        for occurrence in 0..<min(count, kept[index].count) { kept[index][occurrence] += 1 }
      } else if var entry = appeared[json] {
        entry.runs += 1
        if run < entry.firstRun, let record = records[json] {
          entry.firstRun = run
          entry.record = record
        }
        appeared[json] = entry
      } else if let record = records[json] {
        appeared[json] = (1, run, record)
      }
    }
  }

  mutating func merge(_ other: PerturbTally) {
    for index in kept.indices {
      for occurrence in kept[index].indices { kept[index][occurrence] += other.kept[index][occurrence] }
    }
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
