/// Turns time-sorted CSV rows into samples: per-finger state, carried values, closing touches.
struct CSVTraceBuilder {
  struct Finger {
    var traceID: Int?
    var x: Double?
    var y: Double?
  }

  var file: String
  var options: CSVImportOptions
  var states: [Int32: Finger] = [:]
  var allocator = FingerAllocator()
  var start: Double?
  /// The time of the last emitted group, and the trace ids already in it.
  var clock = 0.0
  var inGroup: Set<Int> = []
  var summary = ImportSummary()
  var droppedWarnings = 0
  /// Positions last emitted per trace id.
  var lastEmitted: [Int: (x: Double, y: Double)] = [:]

  init(file: String, options: CSVImportOptions) {
    self.file = file
    self.options = options
  }

  mutating func add(_ row: CSVRow, emit: (TouchSample) throws -> Void) throws {
    let origin = start ?? row.t
    start = origin
    let t = row.t - origin
    var state = states[row.finger] ?? Finger()
    let x = row.x.isNaN ? state.x : row.x
    let y = row.y.isNaN ? state.y : row.y
    state.x = x
    state.y = y
    states[row.finger] = state
    let phase = CSVRowPhase(rawValue: row.phase) ?? .unspecified
    guard let x, let y else {
      warn(line: row.line, "no x/y for this finger yet to carry forward; row skipped")
      return
    }
    let down = state.traceID != nil
    switch phase {
    case .began:
      if down { try end(row.finger, t, .ended, emit) }
      try begin(row.finger, t, x, y, emit)
    case .unspecified, .moved, .stationary:
      if let id = state.traceID {
        try moveIfChanged(id, t, x, y, emit)
      } else {
        try begin(row.finger, t, x, y, emit)
      }
    case .ended, .cancelled:
      guard down else {
        warn(
          line: row.line,
          "'\(phase == .ended ? "ended" : "cancelled")' for a finger that is not down; "
            + "row ignored")
        return
      }
      try end(row.finger, t, phase == .ended ? .ended : .cancelled, emit, at: (x, y))
      if options.upEndsAll {
        for finger in states.keys.sorted() where states[finger]?.traceID != nil {
          try end(finger, t, .ended, emit)
        }
      }
    }
  }

  /// Emits `moved` only when the position differs from the touch's last sample.
  mutating func moveIfChanged(
    _ id: Int, _ t: Double, _ x: Double, _ y: Double, _ emit: (TouchSample) throws -> Void
  ) throws {
    guard let emitted = lastEmitted[id], emitted.x != x || emitted.y != y else { return }
    // A second move of a touch at the same time would be ambiguous; the later row's move waits.
    if TraceWriter.writtenTime(t) <= clock && inGroup.contains(id) { return }
    try send(t, id, .moved, x, y, emit, bump: false)
  }

  mutating func begin(
    _ finger: Int32, _ t: Double, _ x: Double, _ y: Double,
    _ emit: (TouchSample) throws -> Void
  ) throws {
    let id = allocator.allocate(avoiding: TraceWriter.writtenTime(t) <= clock ? inGroup : [])
    states[finger]?.traceID = id
    summary.touches += 1
    try send(t, id, .began, x, y, emit, bump: true)
  }

  mutating func end(
    _ finger: Int32, _ t: Double, _ phase: SamplePhase, _ emit: (TouchSample) throws -> Void,
    at point: (Double, Double)? = nil
  ) throws {
    guard let id = states[finger]?.traceID else { return }
    let last = lastEmitted[id]
    let (x, y) = point ?? (last?.x ?? 0, last?.y ?? 0)
    states[finger]?.traceID = nil
    try send(t, id, phase, x, y, emit, bump: true)
    allocator.release(id)
  }

  /// Emits at max(t, clock) as the trace holds it (to the microsecond, so two rows under a
  /// microsecond apart are one group); when the id already has a sample in that group, one
  /// microsecond later.
  mutating func send(
    _ t: Double, _ id: Int, _ phase: SamplePhase, _ x: Double, _ y: Double,
    _ emit: (TouchSample) throws -> Void, bump: Bool
  ) throws {
    var time = TraceWriter.writtenTime(max(t, clock))
    if time == clock && inGroup.contains(id) && bump { time = TraceWriter.writtenTime(clock + 0.000001) }
    if time > clock {
      clock = time
      inGroup = []
    }
    inGroup.insert(id)
    lastEmitted[id] = (x, y)
    summary.samples += 1
    let px = options.scale?.x(x) ?? x
    let py = options.scale?.y(y) ?? y
    try emit(TouchSample(t: time, id: .int(id), phase: phase, x: px, y: py))
  }

  mutating func warn(line: Int32, _ message: String) {
    guard summary.warnings.count < 100 else {
      droppedWarnings += 1
      return
    }
    summary.warnings.append(Diagnostic(.warning, file: file, line: Int(line), message: message))
  }

  /// Cancels touches still down at the last time, with a warning, and returns the counts.
  mutating func finish(emit: (TouchSample) throws -> Void) throws -> ImportSummary {
    let open = states.keys.sorted().filter { states[$0]?.traceID != nil }
    if !open.isEmpty {
      summary.warnings.append(
        Diagnostic(
          .warning, file: file,
          message: "\(open.count) touch(es) still down at the end of the file were cancelled at "
            + "t=\(TraceWriter.format(clock, decimals: 6))"))
    }
    for finger in open { try end(finger, clock, .cancelled, emit) }
    if droppedWarnings > 0 {
      summary.warnings.append(
        Diagnostic(
          .warning, file: file,
          message: "\(droppedWarnings) more warning(s) "
            + "not shown"))
    }
    return summary
  }
}
