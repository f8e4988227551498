import Foundation

/// Finds the smallest trace that still shows a behaviour (`tracereplay shrink`): ddmin over the
/// touches, then over the samples between each kept touch's `began` and its end, until removing
/// any one touch or sample breaks it; then rounds coordinates and times as far as it still holds.
///
/// Every candidate is replayed in this process through a fresh scene (`ReplayFixture`).
public final class Shrinker {
  public let fixture: ReplayFixture
  public let goal: ShrinkGoal
  /// The replays made so far.
  public private(set) var replays = 0
  private let text = RecordText()
  private let parser = JSONParser()

  public init(fixture: ReplayFixture, goal: ShrinkGoal) {
    self.fixture = fixture
    self.goal = goal
  }

  /// The records of a replay of `samples`, each with its JSON without `t` (parsed when the goal
  /// has patterns).
  func records(_ samples: [TouchSample]) throws(Diagnostic) -> [(json: String, node: JSONNode?)] {
    replays += 1
    var result: [(json: String, node: JSONNode?)] = []
    let patterns = goal.usesPatterns
    let text = self.text
    let parser = self.parser
    try fixture.replay(samples) { record in
      let json = text.json(record)
      result.append((json, patterns ? try? parser.parse(json, file: "<record>") : nil))
    }
    return result
  }

  /// Whether a replay of `samples` shows the goal; a replay that cannot be made does not.
  func holds(_ samples: [TouchSample]) -> Bool {
    guard Self.isValid(samples), let records = try? records(samples) else { return false }
    return goal.isMet(by: records)
  }

  /// Shrinks the fixture's trace; throws when the unchanged trace does not show the goal, or a
  /// pattern names fields no record has (the message lists the ones they have).
  public func run() throws(Diagnostic) -> ShrinkResult {
    let all = fixture.samples
    let baseline = try records(all)
    try check(baseline)
    // The touches, as the indices of their samples.
    var lives: [[Int]] = []
    var open: [TouchID: Int] = [:]
    for (index, sample) in all.enumerated() {
      if sample.phase == .began {
        open[sample.id] = lives.count
        lives.append([index])
      } else if let life = open[sample.id] {
        lives[life].append(index)
        if sample.phase == .ended || sample.phase == .cancelled { open[sample.id] = nil }
      }
    }
    func samples(_ indices: [Int]) -> [TouchSample] { indices.sorted().map { all[$0] } }

    var keptLives = Array(lives.indices)
    // The samples between a touch's first and last are the ones that can go.
    func removable(_ life: Int) -> [Int] { Array(lives[life].dropFirst().dropLast()) }
    func fixed(_ life: Int) -> [Int] {
      lives[life].count > 1 ? [lives[life][0], lives[life][lives[life].count - 1]] : lives[life]
    }
    var keptMiddles: Set<Int> = Set(lives.indices.flatMap(removable))
    func current(_ lifeSet: [Int], middles: Set<Int>) -> [Int] {
      lifeSet.flatMap { life in fixed(life) + removable(life).filter { middles.contains($0) } }
    }
    var changed = true
    while changed {
      let before = (keptLives.count, keptMiddles.count)
      keptLives = DeltaDebugging.minimize(keptLives) { subset in
        holds(samples(current(subset, middles: keptMiddles)))
      }
      let fixedSamples = keptLives.flatMap(fixed)
      let middles = keptLives.flatMap(removable).filter { keptMiddles.contains($0) }
      keptMiddles = Set(DeltaDebugging.minimize(middles) { subset in holds(samples(fixedSamples + subset)) })
      // Samples gone may leave a touch that is no longer needed: again until nothing goes.
      changed = (keptLives.count, keptMiddles.count) != before && keptLives.count > 1
    }
    let minimal = samples(current(keptLives, middles: keptMiddles))
    let rounded = round(minimal)
    return ShrinkResult(
      samples: rounded, originalSamples: all.count, originalTouches: lives.count, replays: replays)
  }

  /// The samples with coordinates and times rounded as far as the goal still holds: times
  /// moved to start at 0, coordinates to whole points (all at once, else sample by sample), then
  /// times to tenths, hundredths or thousandths of a second.
  func round(_ samples: [TouchSample]) -> [TouchSample] {
    var current = samples
    func attempt(_ candidate: [TouchSample]) {
      if candidate != current && holds(candidate) { current = candidate }
    }
    if let first = current.first?.t, first != 0 {
      attempt(
        current.map {
          var sample = $0; sample.t -= first; return sample
        })
    }
    let whole = current.map { sample -> TouchSample in
      var sample = sample
      sample.x = sample.x.rounded()
      sample.y = sample.y.rounded()
      return sample
    }
    attempt(whole)
    if current != whole {
      for index in current.indices {
        var candidate = current
        candidate[index].x = candidate[index].x.rounded()
        candidate[index].y = candidate[index].y.rounded()
        attempt(candidate)
      }
    }
    for step in [0.1, 0.01, 0.001] {
      let before = current
      attempt(
        current.map {
          var sample = $0; sample.t = ($0.t / step).rounded() * step; return sample
        })
      if current != before { break }
    }
    return current
  }

  /// Whether `samples` are a trace the reader accepts: times never go back, each finger
  /// begins before anything else, once per lift, and has one sample per time.
  static func isValid(_ samples: [TouchSample]) -> Bool {
    var down: [TouchID: Double] = [:]
    var last = -Double.infinity
    for sample in samples {
      guard sample.t >= last, sample.t >= 0 else { return false }
      last = sample.t
      if sample.phase == .began {
        if down[sample.id] != nil { return false }
        down[sample.id] = sample.t
        continue
      }
      guard let time = down[sample.id], sample.t > time else { return false }
      down[sample.id] = sample.phase == .ended || sample.phase == .cancelled ? nil : sample.t
    }
    return down.isEmpty
  }
}
