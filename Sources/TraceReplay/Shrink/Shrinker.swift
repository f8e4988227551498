import Foundation

/// Finds the smallest trace that still shows a behaviour (`tracereplay shrink`): ddmin over the
/// touches, then over the samples between each kept touch's `began` and its end, touch by touch,
/// until removing any one touch or sample breaks it; then rounds coordinates and times as far
/// as it still holds. The search stops early when the budget is spent, keeping the smallest
/// trace found so far.
///
/// Every candidate is replayed in this process through a fresh scene (`ReplayFixture`), as a
/// trace file would hold it (times to the microsecond, coordinates to 1/1000 point), so what is
/// written is what was tested.
package final class Shrinker {
  package let fixture: ReplayFixture
  /// What must still show; a golden goal gets its differences when the search begins.
  package internal(set) var goal: ShrinkGoal
  /// The golden to compare with when the goal has no patterns.
  let golden: ShrinkGolden?
  /// When to stop.
  package var budget = ShrinkBudget()
  /// Called after each replay with where the search stands.
  package var progress: ((ShrinkProgress) -> Void)?
  /// The replays made so far.
  package private(set) var replays = 0
  /// The limit that stopped the search, once one did.
  private(set) var stoppedBy: ShrinkBudget.Limit?
  private var started = Date()
  /// The smallest trace that held so far: its samples and touches.
  private var best = (samples: 0, touches: 0)

  /// The trace's samples as a trace file writes them, each sample's touch (its index in the
  /// order touches began), and each touch's samples.
  private(set) var all: [TouchSample] = []
  private(set) var touchOf: [Int32] = []
  private(set) var lives: [[Int]] = []

  let text = RecordText()
  let parser = JSONParser()
  /// Which patterns a record's JSON matches, by its text (records repeat from one replay to the
  /// next: each is parsed once).
  var patternHits: [String: PatternHits] = [:]
  /// The JSON starts of the record types the patterns name (`Shrinker.typePrefixes`).
  lazy var patternTypePrefixes: [[UInt8]]? = Self.typePrefixes(goal.keep + goal.without)

  /// A shrinker for `goal`; with no patterns, the goal is what differs from `golden`.
  package init(fixture: ReplayFixture, goal: ShrinkGoal, golden: ShrinkGolden? = nil) {
    self.fixture = fixture
    self.goal = goal
    self.golden = golden
  }

  /// Shrinks the fixture's trace; throws when the unchanged trace does not show the goal, or a
  /// pattern names fields no record has (the message lists the ones they have).
  package func run() throws(Diagnostic) -> ShrinkResult {
    started = Date()
    try prepare()
    best = (all.count, lives.count)
    var result = ShrinkResult(
      samples: [], originalSamples: all.count, originalTouches: lives.count, replays: 0)
    let first: [Int]
    if goal.usesPatterns {
      let baseline = try self.baseline()
      try check(baseline)
      (first, result.narrowing) = try narrowed(baseline)
    } else {
      try differences()
      first = Array(lives.indices)
      result.differingTouches = goal.touchesOfInterest.sorted().map(label)
    }
    best = (first.reduce(0) { $0 + lives[$1].count }, first.count)
    let minimal = minimize(from: first)
    result.samples = stoppedBy == nil ? round(minimal) : minimal.map { all[$0] }
    result.replays = replays
    result.stoppedBy = stoppedBy
    return result
  }

  /// Reads the fixture's samples as a trace file holds them and cuts them into touches.
  private func prepare() throws(Diagnostic) {
    all = Self.writtenTrace(fixture.samples)
    guard Self.isValid(all) else {
      throw Diagnostic(
        file: fixture.request.tracePath,
        message:
          "the trace's times are too close to write: samples under a microsecond apart merge when written",
        notes: ["shrink writes times to the microsecond, as every trace is written"])
    }
    touchOf = []
    touchOf.reserveCapacity(all.count)
    var open: [TouchID: Int] = [:]
    for (index, sample) in all.enumerated() {
      if sample.phase == .began {
        open[sample.id] = lives.count
        lives.append([index])
        touchOf.append(Int32(lives.count - 1))
      } else {
        let life = open[sample.id] ?? 0
        lives[life].append(index)
        touchOf.append(Int32(life))
        if sample.phase == .ended || sample.phase == .cancelled { open[sample.id] = nil }
      }
    }
  }

  /// ddmin over the touches, then over each kept touch's samples between its first and last,
  /// again until a round removes nothing.
  private func minimize(from first: [Int]) -> [Int] {
    var keptLives = first
    // The samples between a touch's first and last are the ones that can go.
    func removable(_ life: Int) -> [Int] { Array(lives[life].dropFirst().dropLast()) }
    func fixed(_ life: Int) -> [Int] {
      lives[life].count > 1 ? [lives[life][0], lives[life][lives[life].count - 1]] : lives[life]
    }
    var keptMiddles: Set<Int> = Set(first.flatMap(removable))
    func current(_ lifeSet: [Int]) -> [Int] {
      lifeSet.flatMap { life in fixed(life) + removable(life).filter { keptMiddles.contains($0) } }.sorted()
    }
    var changed = true
    while changed && stoppedBy == nil {
      let before = (keptLives.count, keptMiddles.count)
      keptLives = DeltaDebugging.minimize(keptLives, stop: isStopped) { subset in holds(current(subset)) }
      // Touch by touch: all of its middle samples at once first (ddmin's first test), so a
      // touch whose path does not matter costs one replay.
      for life in keptLives where stoppedBy == nil {
        let middles = removable(life).filter { keptMiddles.contains($0) }
        guard !middles.isEmpty else { continue }
        let middleSet = Set(middles)
        let rest = current(keptLives).filter { !middleSet.contains($0) }
        let kept = DeltaDebugging.minimize(middles, stop: isStopped) { subset in
          holds((rest + subset).sorted())
        }
        keptMiddles.subtract(middleSet.subtracting(kept))
      }
      // Samples gone may leave a touch that is no longer needed: again until nothing goes.
      changed = (keptLives.count, keptMiddles.count) != before && keptLives.count > 1
    }
    return current(keptLives)
  }

  /// `touch 1 at 5.016 s`: a touch by its id and the time it began.
  func label(_ life: Int) -> String {
    let began = all[lives[life][0]]
    let id: String
    switch began.id {
    case .int(let value): id = String(value)
    case .string(let value): id = DiagnosticText.quoted(value)
    }
    return "touch \(id) at \(TraceWriter.format(began.t, decimals: 3)) s"
  }

  /// Whether a limit of the budget has stopped the search.
  func isStopped() -> Bool { stoppedBy != nil }

  /// Whether the budget allows another replay; records the limit that stops it.
  func mayReplay() -> Bool {
    if stoppedBy != nil { return false }
    if replays >= budget.replays {
      stoppedBy = .replays(budget.replays)
      return false
    }
    if let seconds = budget.seconds, Date().timeIntervalSince(started) >= seconds {
      stoppedBy = .seconds(seconds)
      return false
    }
    return true
  }

  /// Counts a replay of `samples` and, when it held, makes it the best so far.
  func counted(_ samples: [TouchSample], held: Bool) {
    replays += 1
    if held, samples.count < best.samples || best.samples == 0 {
      best = (samples.count, samples.reduce(0) { $0 + ($1.phase == .began ? 1 : 0) })
    }
    progress?(ShrinkProgress(replays: replays, samples: best.samples, touches: best.touches))
  }
}
