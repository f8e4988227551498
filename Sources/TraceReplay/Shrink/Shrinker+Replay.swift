extension Shrinker {
  /// The patterns one record matches, by index in `goal.keep`, and whether it matches a
  /// `goal.without` pattern.
  struct PatternHits {
    var keep: [Int]
    var without: Bool
  }

  /// `{"type":"touch"` for each type the patterns name, when every pattern names one; nil
  /// when a pattern can match a record of any type.
  static func typePrefixes(_ patterns: [RecordPattern]) -> [[UInt8]]? {
    var prefixes: [[UInt8]] = []
    for pattern in patterns {
      guard let type = pattern.fields.first(where: { $0.name == "type" }) else { return nil }
      prefixes.append(Array("{\"type\":\"\(type.value)\"".utf8))
    }
    return prefixes
  }

  /// The most records' pattern matches kept; past it they are forgotten and parsed again.
  static let maxPatternHits = 100_000

  /// Whether a replay of the samples at `indices` (in order) shows the goal; a candidate that is
  /// not a valid trace does not, and one made after the budget is spent does not either.
  func holds(_ indices: [Int]) -> Bool {
    guard !isStopped() else { return false }
    return holds(indices.map { all[$0] }, touches: indices.map { touchOf[$0] })
  }

  /// Whether a replay of `samples`, of the trace's touches `touches` (one per sample), shows the goal.
  func holds(_ samples: [TouchSample], touches: [Int32]) -> Bool {
    guard !isStopped(), Self.isValid(samples), mayReplay() else { return false }
    var attribution = TouchAttribution(
      times: samples.map { TouchAttribution.microseconds($0.t) }, touches: touches)
    let goal = self.goal
    var keepSeen = [Bool](repeating: false, count: goal.keep.count)
    var withoutSeen = false
    // The outcome counts of the touches the golden's differences name.
    let interest = goal.differences.isEmpty ? [] : goal.touchesOfInterest
    var counts: [Int32: [Int: Int]] = [:]
    let text = self.text
    let replayed: Bool
    do {
      try fixture.replay(samples) { [self] record in
        if goal.usesPatterns {
          let hits = self.hits(text.json(record))
          for index in hits.keep { keepSeen[index] = true }
          withoutSeen = withoutSeen || hits.without
        }
        guard !interest.isEmpty, RecordText.isOutcome(record.kind) else { return }
        var json: String?
        for touch in attribution.touches(at: record.t) where interest.contains(Int(touch)) {
          if json == nil { json = text.json(record) }
          guard let json, let number = goal.recordNumbers[json] else { continue }
          counts[touch, default: [:]][number, default: 0] += 1
        }
      }
      replayed = true
    } catch {
      replayed = false
    }
    var held = replayed && !withoutSeen && keepSeen.allSatisfy { $0 }
    if held && !goal.differences.isEmpty {
      let present = Set(touches)
      held = goal.differences.allSatisfy { difference in
        difference.touches.contains { touch in
          present.contains(Int32(touch)) && difference.isShown(by: counts[Int32(touch)] ?? [:])
        }
      }
    }
    counted(samples, held: held)
    return held
  }

  /// The patterns `json` (a record without `t`) matches, parsed once.
  func hits(_ json: String) -> PatternHits {
    // When every pattern names a `type`, a record of another type matches none: its JSON starts
    // `{"type":"<type>"`, and it is neither looked up nor parsed.
    if let prefixes = patternTypePrefixes, !prefixes.contains(where: { json.utf8.starts(with: $0) }) {
      return PatternHits(keep: [], without: false)
    }
    if let known = patternHits[json] { return known }
    var hits = PatternHits(keep: [], without: false)
    if let node = try? parser.parse(json, file: "<record>") {
      hits.keep = goal.keep.indices.filter { goal.keep[$0].matches(node) }
      hits.without = goal.without.contains { $0.matches(node) }
    }
    if patternHits.count >= Self.maxPatternHits { patternHits.removeAll(keepingCapacity: true) }
    patternHits[json] = hits
    return hits
  }
}
