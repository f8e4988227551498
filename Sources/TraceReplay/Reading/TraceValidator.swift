/// Checks the touch sequence of a trace: time order, down/up pairing, one sample per touch per event.
///
/// State is a short list of the touches that are down (at most `maxFingers`) plus a ring of the
/// last 64 finished touches for "already ended" messages, so memory does not grow with the trace.
struct TraceValidator {
  /// What is remembered about a touch that is down.
  struct Down {
    var id: TouchID
    /// The id when it is an integer, so that looking a touch up compares plain integers.
    var intID: Int?
    var beganLine: Int
    var beganColumn: Int
    var x: Double
    var y: Double
    /// The group this touch last had a sample in, and that sample's line.
    var groupSerial: Int
    var groupLine: Int

    /// Records a `moved` or `stationary` sample, in one mutation.
    mutating func move(x: Double, y: Double, groupSerial: Int, line: Int) {
      self.x = x
      self.y = y
      self.groupSerial = groupSerial
      self.groupLine = line
    }

    /// The slot of `keptLines` where the start of the `began` line is kept, shown under an "is
    /// never ended" message (-1 for none), and its length.
    var keptLine = -1
    var keptLength = 0
  }

  /// A touch that ended or was cancelled, for "already ended" and "appears twice" messages.
  struct Finished {
    var id: TouchID
    var line: Int
    var phase: SamplePhase
  }

  let maxFingers: Int
  /// The touches that are down, in the order they began.
  let down = DownTouches()
  var groupTime: Double = -1
  /// Numbers the groups, so a touch can remember which group it last appeared in.
  var groupSerial = 0
  /// Touches that ended or were cancelled in the current group (usually none): the first
  /// `endedInGroupCount`. A new group sets the count to 0 and writes over the records after
  /// (emptying the array, which destroys its records, cost about 130 instructions a group that
  /// follows an ended touch).
  var endedInGroup: [Finished] = []
  var endedInGroupCount = 0
  /// The last accepted timestamp; -1 before the first sample (timestamps are >= 0).
  var lastTime: Double = -1
  var lastLine = 0
  var finished: [Finished] = []
  var finishedNext = 0
  /// The starts of the `began` lines of touches that are down, each in a slot of its own of
  /// `keptLineLimit` bytes (`Down.keptLine`). A slot is used again once its touch ends, so that
  /// keeping a line allocates nothing but for the first touches down at once (an array of its
  /// own per `began` line cost an allocation and a free, about 350 instructions; an array per
  /// slot, filled again, about 300).
  var keptLines: [UInt8] = []
  /// The slots of `keptLines` that no touch holds.
  var freeKeptLines: [Int] = []
  /// How much of a `began` line is kept.
  let keptLineLimit: Int

  /// Whether the usual sample is admitted inline (`FastPaths`); off, every sample goes to
  /// `admitInFull`.
  let fast = FastPaths.enabled

  init(maxFingers: Int, keptLineLimit: Int) {
    self.maxFingers = maxFingers
    self.keptLineLimit = keptLineLimit
  }

  /// Accepts `sample` or throws the first rule it breaks.
  ///
  /// The usual sample (`moved` or `stationary` for a touch with an integer id that is down and
  /// has no sample in this group yet) is admitted here, inlined into the reader's loop; any other
  /// goes to `admitInFull`, which makes the same checks in full and changes the same state.
  @inline(__always)
  mutating func admit(
    _ sample: borrowing TouchSample, tOffset: Int, idOffset: Int, phaseOffset: Int
  ) throws(ByteError) {
    let t = sample.t
    if fast, sample.phase == .moved || sample.phase == .stationary, !(t < lastTime),
      case .int(let wanted) = sample.id
    {
      let serial = t != groupTime ? groupSerial &+ 1 : groupSerial
      var k = 0
      while k < down.count {
        if down[k].intID == wanted {
          if down[k].groupSerial == serial { break }
          if t != groupTime {
            groupTime = t
            groupSerial = serial
            endedInGroupCount = 0
          }
          down.move(k, x: sample.x, y: sample.y, groupSerial: serial, line: sample.line)
          lastTime = t
          lastLine = sample.line
          return
        }
        k &+= 1
      }
    }
    try admitInFull(sample, tOffset: tOffset, idOffset: idOffset, phaseOffset: phaseOffset)
  }

  /// `admit` for any sample: accepts it or throws the first rule it breaks.
  mutating func admitInFull(
    _ sample: borrowing TouchSample, tOffset: Int, idOffset: Int, phaseOffset: Int
  ) throws(ByteError) {
    let t = sample.t
    if t < lastTime {
      throw ByteError(
        at: tOffset, "time goes backwards: \(t) after \(lastTime) on line \(lastLine)", kind: .field)
    }
    if t != groupTime {
      groupTime = t
      groupSerial += 1
      endedInGroupCount = 0
    }
    let slot = indexDown(sample.id)
    if let slot, down[slot].groupSerial == groupSerial {
      throw twice(sample, idOffset, firstLine: down[slot].groupLine)
    }
    if slot == nil && endedInGroupCount > 0, let firstLine = endedInGroupLine(sample.id) {
      throw twice(sample, idOffset, firstLine: firstLine)
    }
    let phase = sample.phase
    switch phase {
    case .began:
      if let slot {
        throw ByteError(
          at: phaseOffset,
          "began for touch \(Self.name(sample.id)), which is already down since line \(down[slot].beganLine)",
          kind: .field)
      }
      if down.count >= maxFingers {
        throw ByteError(
          at: idOffset,
          "too many touches down at once: touch \(Self.name(sample.id)) would be number \(down.count + 1); "
            + "the limit is \(maxFingers)", kind: .field)
      }
      down.append(
        Down(
          id: sample.id, intID: sample.id.intValue, beganLine: sample.line, beganColumn: phaseOffset + 1,
          x: sample.x, y: sample.y, groupSerial: groupSerial, groupLine: sample.line))
    case .moved, .stationary:
      guard let slot else { throw notDown(sample, phaseOffset) }
      down.move(slot, x: sample.x, y: sample.y, groupSerial: groupSerial, line: sample.line)
    case .ended, .cancelled:
      guard let slot else { throw notDown(sample, phaseOffset) }
      let gone = down.remove(at: slot)
      if gone.keptLine >= 0 { freeKeptLines.append(gone.keptLine) }
      let record = Finished(id: sample.id, line: sample.line, phase: phase)
      if endedInGroupCount < endedInGroup.count {
        endedInGroup[endedInGroupCount] = record
      } else {
        endedInGroup.append(record)
      }
      endedInGroupCount += 1
      if finished.count < 64 {
        finished.append(record)
      } else if finishedNext < finished.count {
        finished[finishedNext] = record
        finishedNext = (finishedNext + 1) % 64
      }
    }
    lastTime = t
    lastLine = sample.line
  }

  /// The position of `id` among the touches that are down.
  @inline(__always)
  func indexDown(_ id: borrowing TouchID) -> Int? {
    if let wanted = id.intValue {
      for k in 0..<down.count where down[k].intID == wanted { return k }
      return nil
    }
    for k in 0..<down.count where down[k].id == id { return k }
    return nil
  }

  /// The line of the sample that ended or cancelled `id` in the current group, if one did.
  func endedInGroupLine(_ id: borrowing TouchID) -> Int? {
    for k in 0..<endedInGroupCount where endedInGroup[k].id == id { return endedInGroup[k].line }
    return nil
  }

  /// Forgets every touch that is down.
  mutating func removeAllDown() {
    down.removeAll()
    keptLines.removeAll()
    freeKeptLines.removeAll()
  }

  /// Keeps the start of `line` (`keptLineLimit` bytes at most), the `began` line of the touch
  /// that went down last, with that touch, for an "is never ended" message.
  mutating func keepLastBeganLine(_ line: UnsafeBufferPointer<UInt8>) {
    guard !down.isEmpty, let source = line.baseAddress else { return }
    let slot: Int
    if let free = freeKeptLines.popLast() {
      slot = free
    } else {
      slot = keptLines.count / keptLineLimit
      keptLines.append(contentsOf: repeatElement(0, count: keptLineLimit))
    }
    let length = min(line.count, keptLineLimit)
    keptLines.withUnsafeMutableBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      (base + slot * keptLineLimit).update(from: source, count: length)
    }
    down.keepLastLine(slot: slot, length: length)
  }

  /// The start of the `began` line kept for `touch`, as text.
  func sourceLine(of touch: Down) -> String? {
    guard touch.keptLine >= 0 else { return nil }
    let start = touch.keptLine * keptLineLimit
    return String(decoding: keptLines[start..<(start + touch.keptLength)], as: UTF8.self)
  }

  private func twice(_ sample: borrowing TouchSample, _ offset: Int, firstLine: Int) -> ByteError {
    ByteError(
      at: offset,
      "touch \(Self.name(sample.id)) appears twice at t=\(sample.t) (first on line \(firstLine)); "
        + "one event carries each touch once", kind: .field)
  }

  private func notDown(_ sample: borrowing TouchSample, _ offset: Int) -> ByteError {
    let name = Self.name(sample.id)
    let previous = finished.filter { $0.id == sample.id }.max { $0.line < $1.line }
    if let previous, sample.phase == .ended || sample.phase == .cancelled {
      let verb = previous.phase == .ended ? "ended" : "was cancelled"
      return ByteError(
        at: offset,
        "\(sample.phase.rawValue) for touch \(name), which already \(verb) on line \(previous.line)",
        kind: .field)
    }
    var notes = previous.map { ["touch \(name) \($0.phase.rawValue) on line \($0.line)"] } ?? []
    if let other = Self.otherSpelling(of: sample.id), down.all.contains(where: { $0.id == other }) {
      return ByteError(
        at: offset,
        "\(sample.phase.rawValue) for touch \(name), which is not down; touch \(Self.name(other)) is, and "
          + "\(Self.name(other)) (a \(Self.kind(other))) and \(name) (a \(Self.kind(sample.id))) are different ids",
        notes: notes + [
          "a number id and a string id never name the same finger: spell each finger's id one way"
        ],
        kind: .field)
    }
    return ByteError(
      at: offset, "\(sample.phase.rawValue) for touch \(name), which is not down", notes: notes, kind: .field)
  }

  /// The touches still down, in the order they began.
  var stillDown: [(id: TouchID, state: Down)] {
    down.all.map { (id: $0.id, state: $0) }
  }

  /// The id spelt the other way: `"1"` for `1` and `1` for `"1"`; nil when there is none.
  static func otherSpelling(of id: TouchID) -> TouchID? {
    switch id {
    case .int(let value): return .string(String(value))
    case .string(let text): return Int(text).map(TouchID.int)
    }
  }

  /// `number` or `string`: how an id is spelt.
  static func kind(_ id: TouchID) -> String {
    if case .int = id { return "number" }
    return "string"
  }

  /// A touch id as messages show it: `1`, `'thumb'`.
  static func name(_ id: TouchID) -> String {
    switch id {
    case .int(let value): return String(value)
    case .string(let text): return "'\(text)'"
    }
  }
}
