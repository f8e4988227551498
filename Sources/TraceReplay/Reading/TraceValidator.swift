/// Checks the touch sequence of a trace: time order, down/up pairing, one sample per touch per event.
struct TraceValidator {
  /// What is remembered about a touch that is down.
  struct Down {
    var beganLine: Int
    var beganColumn: Int
    var x: Double
    var y: Double
    /// The group this touch last had a sample in, and that sample's line.
    var groupSerial = 0
    var groupLine = 0
  }

  /// A touch that ended or was cancelled recently, for "already ended" messages.
  struct Finished {
    var id: TouchID
    var line: Int
    var phase: SamplePhase
  }

  let maxFingers: Int
  /// The touches that are down, in the order they began (a short list: at most `maxFingers`).
  var downIDs: [TouchID] = []
  var downStates: [Down] = []
  var groupTime: Double = -1
  /// Numbers the groups, so a touch can remember which group it last appeared in.
  var groupSerial = 0
  /// Touches that ended or were cancelled in the current group (usually none).
  var endedInGroup: [(id: TouchID, line: Int)] = []
  var lastTime: Double?
  var lastLine = 0
  var finished: [Finished] = []
  var finishedNext = 0

  init(maxFingers: Int) {
    self.maxFingers = maxFingers
  }

  /// Accepts `sample` or throws the first rule it breaks; state changes only when it is accepted.
  mutating func admit(_ sample: borrowing TouchSample, tOffset: Int, idOffset: Int, phaseOffset: Int) throws(ByteError)
  {
    let id = sample.id
    if let lastTime, sample.t < lastTime {
      throw ByteError(
        at: tOffset, "time goes backwards: \(sample.t) after \(lastTime) on line \(lastLine)", kind: .field)
    }
    if sample.t != groupTime {
      groupTime = sample.t
      groupSerial += 1
      if !endedInGroup.isEmpty { endedInGroup.removeAll(keepingCapacity: true) }
    }
    let slot = Self.index(of: id, in: downIDs, count: downIDs.count)
    var firstLine: Int?
    if let slot, slot < downStates.count, downStates[slot].groupSerial == groupSerial {
      firstLine = downStates[slot].groupLine
    } else if slot == nil && !endedInGroup.isEmpty {
      firstLine = endedInGroup.first { $0.id == id }?.line
    }
    if let firstLine {
      throw ByteError(
        at: idOffset,
        "touch \(Self.name(id)) appears twice at t=\(sample.t) (first on line \(firstLine)); "
          + "one event carries each touch once", kind: .field)
    }
    switch sample.phase {
    case .began:
      if let slot, slot < downStates.count {
        throw ByteError(
          at: phaseOffset,
          "began for touch \(Self.name(id)), which is already down since line \(downStates[slot].beganLine)",
          kind: .field)
      }
      if downIDs.count >= maxFingers {
        throw ByteError(
          at: idOffset,
          "too many touches down at once: touch \(Self.name(id)) would be number \(downIDs.count + 1); "
            + "the limit is \(maxFingers)", kind: .field)
      }
      downIDs.append(id)
      downStates.append(
        Down(
          beganLine: sample.line, beganColumn: phaseOffset + 1, x: sample.x, y: sample.y,
          groupSerial: groupSerial, groupLine: sample.line))
    case .moved, .stationary:
      guard let slot, slot < downStates.count else { throw notDown(sample, phaseOffset) }
      downStates[slot].x = sample.x
      downStates[slot].y = sample.y
      downStates[slot].groupSerial = groupSerial
      downStates[slot].groupLine = sample.line
    case .ended, .cancelled:
      guard let slot, slot < downStates.count else { throw notDown(sample, phaseOffset) }
      downIDs.remove(at: slot)
      downStates.remove(at: slot)
      endedInGroup.append((id: id, line: sample.line))
      let record = Finished(id: id, line: sample.line, phase: sample.phase)
      if finished.count < 64 {
        finished.append(record)
      } else {
        finished[finishedNext] = record
        finishedNext = (finishedNext + 1) % 64
      }
    }
    lastTime = sample.t
    lastLine = sample.line
  }

  /// The position of `id` among the first `count` entries of `ids`.
  @inline(__always)
  static func index(of id: TouchID, in ids: [TouchID], count: Int) -> Int? {
    var k = 0
    let end = min(count, ids.count)
    while k < end {
      if ids[k] == id { return k }
      k += 1
    }
    return nil
  }

  /// Forgets every touch that is down.
  mutating func removeAllDown() {
    downIDs.removeAll()
    downStates.removeAll()
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
    let notes = previous.map { ["touch \(name) \($0.phase.rawValue) on line \($0.line)"] } ?? []
    return ByteError(
      at: offset, "\(sample.phase.rawValue) for touch \(name), which is not down", notes: notes, kind: .field)
  }

  /// The touches still down, in the order they began.
  var stillDown: [(id: TouchID, state: Down)] {
    Array(zip(downIDs, downStates)).map { (id: $0.0, state: $0.1) }
  }

  /// A touch id as messages show it: `1`, `'thumb'`.
  static func name(_ id: TouchID) -> String {
    switch id {
    case .int(let value): return String(value)
    case .string(let text): return "'\(text)'"
    }
  }
}
