/// The outcomes of the unchanged replay, by their fields other than time and their touch
/// (`OutcomeKey`), for counting a changed run's outcomes against them (`Perturber`).
///
/// Mechanism only (docs/performance.md): a changed run mostly repeats the unchanged replay in
/// order, so `index(of:seenBefore:cursor:)` first compares a record with the outcome expected next, and hashes
/// the record's key only when it is not that one. Either way the answer is a lookup's: the index
/// of the outcome with that key, or nil.
///
/// What it holds: each distinct kind once (`OutcomeKinds`), and per outcome of the unchanged
/// replay a few 32-bit numbers (its kind's number, its touch, its index, which occurrence it is,
/// its place among its index's positions) and a table entry per distinct outcome: about 40 bytes
/// an outcome, where a key per outcome and a dictionary of keys took about 450.
struct OutcomeIndex {
  /// The distinct kinds of the outcomes' keys (rounded as `OutcomeKey` rounds them).
  private let kinds: OutcomeKinds
  /// Each distinct outcome's index, by its kind's number and its touch (`pack`).
  private let byKey: [UInt64: Int32]
  /// For each distinct outcome, where its positions start in `positions`; one more at the end.
  let starts: [Int32]
  /// The positions in the unchanged replay's order of each distinct outcome, outcome after
  /// outcome, each outcome's in order.
  private let positions: [Int32]
  /// The unchanged replay's outcomes in order: each one's index, and which occurrence of that
  /// outcome it is (1 for the first).
  let order: [Int32]
  let occurrence: [Int32]
  /// The unchanged replay's outcomes' keys in order: the number of the kind, and the touch.
  private let keyKinds: [Int32]
  private let keyTouches: [Int32]

  /// The index of `outcomes`, the unchanged replay's keys in order. A touch is a place among
  /// the trace's touches (a replay holds fewer than 2^31), or -1.
  init<Outcomes: Sequence<OutcomeKey>>(_ outcomes: Outcomes) {
    var kinds = OutcomeKinds(distinguishesZeroSigns: false)
    var byKey: [UInt64: Int32] = [:]
    var counts: [Int32] = []
    var order: [Int32] = []
    var occurrence: [Int32] = []
    var keyKinds: [Int32] = []
    var keyTouches: [Int32] = []
    order.reserveCapacity(outcomes.underestimatedCount)
    for key in outcomes {
      let kind = kinds.number(of: key.kind)
      let touch = Int32(key.touch)
      let packed = Self.pack(kind, touch)
      let index: Int32
      if let found = byKey[packed] {
        index = found
      } else {
        index = Int32(counts.count)
        byKey[packed] = index
        counts.append(0)
      }
      counts[Int(index)] += 1
      order.append(index)
      occurrence.append(counts[Int(index)])
      keyKinds.append(kind)
      keyTouches.append(touch)
    }
    var starts = [Int32](repeating: 0, count: counts.count + 1)
    for index in counts.indices { starts[index + 1] = starts[index] + counts[index] }
    var positions = [Int32](repeating: 0, count: order.count)
    for (position, index) in order.enumerated() {
      positions[Int(starts[Int(index)]) + Int(occurrence[position]) - 1] = Int32(position)
    }
    self.kinds = kinds
    self.byKey = byKey
    self.starts = starts
    self.positions = positions
    self.order = order
    self.occurrence = occurrence
    self.keyKinds = keyKinds
    self.keyTouches = keyTouches
  }

  /// How many distinct outcomes there are.
  var count: Int { starts.count - 1 }

  /// How many times the unchanged replay had each outcome.
  var occurrences: [Int] { (0..<count).map { Int(starts[$0 + 1] - starts[$0]) } }

  /// A cursor into the unchanged replay's order, one per run.
  struct Cursor {
    var next = 0
  }

  /// The index of the outcome `key` is, or nil when the unchanged replay does not have it.
  func index(of key: OutcomeKey) -> Int? {
    guard let touch = Int32(exactly: key.touch), let kind = kinds.number(ofExisting: key.kind) else {
      return nil
    }
    return byKey[Self.pack(kind, touch)].map(Int.init)
  }

  /// The index of the outcome `key` is, given that the run has had it `seenBefore` times
  /// already; moves `cursor` past it.
  func index(of key: OutcomeKey, seenBefore: (Int) -> Int, cursor: inout Cursor) -> Int? {
    let next = cursor.next
    if next < order.count, Int(keyTouches[next]) == key.touch, kinds[keyKinds[next]] == key.kind {
      cursor.next += 1
      return Int(order[next])
    }
    guard let index = self.index(of: key) else { return nil }
    let occurrence = seenBefore(index)
    let first = Int(starts[index])
    if occurrence < Int(starts[index + 1]) - first { cursor.next = Int(positions[first + occurrence]) + 1 }
    return index
  }

  private static func pack(_ kind: Int32, _ touch: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: kind)) << 32 | UInt64(UInt32(bitPattern: touch))
  }
}
