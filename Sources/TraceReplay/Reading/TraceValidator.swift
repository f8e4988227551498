/// Checks the touch sequence of a trace: time order, down/up pairing, one sample per touch per event.
struct TraceValidator {
  /// What is remembered about a touch that is down.
  struct Down {
    var beganLine: Int
    var beganColumn: Int
    var x: Double
    var y: Double
    /// The start of the `began` line, shown under an "is never ended" message.
    var sourceLine: String?
  }

  /// A touch that ended or was cancelled recently, for "already ended" messages.
  struct Finished {
    var id: TouchID
    var line: Int
    var phase: SamplePhase
  }

  let maxFingers: Int
  var down: [TouchID: Down] = [:]
  var groupTime: Double = -1
  var groupIDs: [TouchID] = []
  var groupLines: [Int] = []
  var lastTime: Double?
  var lastLine = 0
  var finished: [Finished] = []
  var finishedNext = 0

  init(maxFingers: Int) {
    self.maxFingers = maxFingers
  }

  /// Accepts `sample` or throws the first rule it breaks; state changes only when it is accepted.
  mutating func admit(_ sample: TouchSample, tOffset: Int, idOffset: Int, phaseOffset: Int) throws(ByteError) {
    let id = sample.id
    if let lastTime, sample.t < lastTime {
      throw ByteError(
        at: tOffset, "time goes backwards: \(sample.t) after \(lastTime) on line \(lastLine)", kind: .field)
    }
    if sample.t != groupTime {
      groupTime = sample.t
      groupIDs.removeAll(keepingCapacity: true)
      groupLines.removeAll(keepingCapacity: true)
    }
    if let k = groupIDs.firstIndex(of: id), k < groupLines.count {
      throw ByteError(
        at: idOffset,
        "touch \(Self.name(id)) appears twice at t=\(sample.t) (first on line \(groupLines[k])); "
          + "one event carries each touch once", kind: .field)
    }
    switch sample.phase {
    case .began:
      if let state = down[id] {
        throw ByteError(
          at: phaseOffset,
          "began for touch \(Self.name(id)), which is already down since line \(state.beganLine)",
          kind: .field)
      }
      if down.count >= maxFingers {
        throw ByteError(
          at: idOffset,
          "too many touches down at once: touch \(Self.name(id)) would be number \(down.count + 1); "
            + "the limit is \(maxFingers)", kind: .field)
      }
      down[id] = Down(beganLine: sample.line, beganColumn: phaseOffset + 1, x: sample.x, y: sample.y)
    case .moved, .stationary:
      guard down[id] != nil else { throw notDown(sample, phaseOffset) }
      down[id]?.x = sample.x
      down[id]?.y = sample.y
    case .ended, .cancelled:
      guard down.removeValue(forKey: id) != nil else { throw notDown(sample, phaseOffset) }
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
    groupIDs.append(id)
    groupLines.append(sample.line)
  }

  private func notDown(_ sample: TouchSample, _ offset: Int) -> ByteError {
    let name = Self.name(sample.id)
    let previous = finished.filter { $0.id == sample.id }.max { $0.line < $1.line }
    if let previous, sample.phase == .ended || sample.phase == .cancelled {
      let verb = previous.phase == .ended ? "ended" : "was cancelled"
      return ByteError(
        at: offset, "\(sample.phase.rawValue) for touch \(name), which already \(verb) on line \(previous.line)",
        kind: .field)
    }
    let notes = previous.map { ["touch \(name) \($0.phase.rawValue) on line \($0.line)"] } ?? []
    return ByteError(
      at: offset, "\(sample.phase.rawValue) for touch \(name), which is not down", notes: notes, kind: .field)
  }

  /// The touches still down, in the order they began.
  var stillDown: [(id: TouchID, state: Down)] {
    down.map { (id: $0.key, state: $0.value) }.sorted { $0.state.beganLine < $1.state.beganLine }
  }

  /// A touch id as messages show it: `1`, `'thumb'`.
  static func name(_ id: TouchID) -> String {
    switch id {
    case .int(let value): return String(value)
    case .string(let text): return "'\(text)'"
    }
  }
}
