import Foundation

/// Replays a trace many times with seeded random changes (`tracereplay perturb`) and counts, for
/// each outcome of the unchanged replay, the runs in which it still happened.
///
/// Runs are replayed in this process: the trace is read and the scene parsed once
/// (`ReplayFixture`), and each run builds the scene fresh. Run `i` draws its changes from a
/// generator made from the seed and `i` alone, and the threads' counts are sums, so the report
/// is the same for any number of jobs.
package struct Perturber {
  package let fixture: ReplayFixture
  package let options: PerturbOptions

  package init(fixture: ReplayFixture, options: PerturbOptions) {
    self.fixture = fixture
    self.options = options
  }

  /// Replays the unchanged trace, then `options.runs` changed ones.
  package func run() throws(Diagnostic) -> PerturbReport {
    let text = RecordText()
    var baseline: PerturbBaseline?
    // The unchanged replay is watched as it runs: each outcome's touch, and the scene as each
    // touch found it (`PerturbBaseline`).
    let scene = try fixture.replay(
      fixture.samples,
      sceneBuilt: { scene in
        let watcher = PerturbBaseline(
          samples: fixture.samples, owners: TouchOwners(samples: fixture.samples, scene: scene))
        watcher.sceneBuilt(scene)
        baseline = watcher
      }
    ) { record in
      baseline?.observe(record)
    }
    guard let baseline else {
      return PerturbReport(options: options, stabilities: .none(runs: options.runs), appeared: [])
    }
    // Each outcome by its fields other than time and its touch (its key), in the order first
    // met, with how many times it happened.
    let kinds = baseline.kinds
    let outcomes = OutcomeIndex(
      baseline.outcomes.lazy.map { OutcomeKey(kinds[$0.kind], touch: Int($0.touch)) })
    let tally = try runs(outcomes, owners: baseline.owners)
    let reasons = PerturbReasons(
      baseline: baseline, scene: scene, options: options, replay: fixture.replayOptions)
    let touches = baseline.lives.enumerated().map { place, life in
      PerturbTouch(
        id: life.began.id.description, idIsNumber: life.began.id.intValue != nil, t: life.began.t,
        place: place)
    }
    func touch(_ place: Int) -> PerturbTouch? { touches.indices.contains(place) ? touches[place] : nil }
    // Each distinct kind's JSON and text once: a record's lines without its time depend on its
    // kind alone.
    var json: [String] = []
    var lines: [String] = []
    json.reserveCapacity(kinds.count)
    lines.reserveCapacity(kinds.count)
    for kind in kinds.kinds {
      let record = ReplayRecord(t: 0, kind: kind)
      json.append(text.json(record))
      lines.append(text.text(record))
    }
    let count = baseline.outcomes.count
    var kept = [Int32](repeating: 0, count: count)
    var reasonNumbers = [Int32](repeating: -1, count: count)
    var sentences: [String] = []
    var sentenceNumbers: [String: Int32] = [:]
    for position in 0..<count {
      let index = Int(outcomes.order[position])
      let runs = tally.kept(index, occurrence: Int(outcomes.occurrence[position]))
      kept[position] = Int32(runs)
      guard runs < options.runs, let why = reasons.why(position) else { continue }
      if let number = sentenceNumbers[why] {
        reasonNumbers[position] = number
      } else {
        reasonNumbers[position] = Int32(sentences.count)
        sentenceNumbers[why] = Int32(sentences.count)
        sentences.append(why)
      }
    }
    let stabilities = PerturbReport.Stabilities(
      outcomes: baseline.outcomes, kinds: kinds.kinds, json: json, text: lines, touches: touches,
      occurrences: outcomes.occurrence, kept: kept, reasonNumbers: reasonNumbers, reasons: sentences,
      runs: options.runs)
    let appeared = tally.appeared.map { key, entry in
      PerturbReport.Appearance(
        record: entry.record, json: text.json(entry.record), text: text.text(entry.record),
        touch: touch(key.touch),
        runs: entry.runs)
    }.sorted { ($1.runs, $0.json, $0.touch?.place ?? -1) < ($0.runs, $1.json, $1.touch?.place ?? -1) }
    var report = PerturbReport(options: options, stabilities: stabilities, appeared: appeared)
    if options.margins { report.margins = reasons.margins() }
    return report
  }

  /// The counts of every changed run, on `options.jobs` threads.
  private func runs(_ outcomes: OutcomeIndex, owners: TouchOwners) throws(Diagnostic) -> PerturbTally {
    let jobs = fixture.scene.isBuiltInCode ? 1 : max(1, min(options.jobs, options.runs))
    let shared = SharedTallies(count: jobs, starts: outcomes.starts)
    let work = UncheckedBox(self)
    if jobs == 1 {
      shared.store(work.value.tally(worker: 0, of: 1, outcomes: outcomes, owners: owners), at: 0)
    } else {
      DispatchQueue.concurrentPerform(iterations: jobs) { worker in
        shared.store(
          work.value.tally(worker: worker, of: jobs, outcomes: outcomes, owners: owners), at: worker)
      }
    }
    return try shared.merged()
  }

  /// The counts of runs `worker`, `worker + jobs`, ...
  private func tally(
    worker: Int, of jobs: Int, outcomes: OutcomeIndex, owners: TouchOwners
  ) -> Result<PerturbTally, Diagnostic> {
    var tally = PerturbTally(starts: outcomes.starts)
    let perturbation = Perturbation(options: options, samples: fixture.samples, window: fixture.windowSize)
    // Per run: how many times each outcome of the unchanged replay happened (by its index), and the outcomes it does not have, with the first record of each.
    var seen = [Int](repeating: 0, count: outcomes.count)
    var novel: [OutcomeKey: PerturbTally.Novel] = [:]
    var run = worker
    while run < options.runs {
      var random = SeededRandom(seed: options.seed, run: run)
      let samples = perturbation.apply(to: fixture.samples, random: &random)
      for index in seen.indices { seen[index] = 0 }
      novel.removeAll(keepingCapacity: true)
      var cursor = OutcomeIndex.Cursor()
      var state = TouchOwners.State()
      do {
        try fixture.replay(samples) { record in
          let owner = owners.owner(of: record, &state)
          guard RecordText.isOutcome(record.kind) else { return }
          let key = OutcomeKey(record.kind, touch: owner)
          if let index = outcomes.index(of: key, seenBefore: { seen[$0] }, cursor: &cursor) {
            seen[index] += 1
          } else {
            novel[key, default: PerturbTally.Novel(count: 0, record: record)].count += 1
          }
        }
      } catch {
        return .failure(error)
      }
      tally.add(run: run, seen: seen, novel: novel)
      run += jobs
    }
    return .success(tally)
  }
}

/// Each thread's tally, stored under a lock.
private final class SharedTallies: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<PerturbTally, Diagnostic>]
  private let starts: [Int32]

  init(count: Int, starts: [Int32]) {
    self.starts = starts
    results = Array(repeating: .success(PerturbTally(starts: starts)), count: count)
  }

  func store(_ result: Result<PerturbTally, Diagnostic>, at index: Int) {
    lock.lock()
    results[index] = result
    lock.unlock()
  }

  /// The tallies summed in thread order; the first thread's error, if any.
  func merged() throws(Diagnostic) -> PerturbTally {
    var total = PerturbTally(starts: starts)
    for result in results {
      switch result {
      case .success(let tally): total.merge(tally)
      case .failure(let error): throw error
      }
    }
    return total
  }
}

/// A value handed to threads that only read it: the fixture's scene template and registry are
/// read, never changed, while runs build their scenes (each thread its own objects).
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
