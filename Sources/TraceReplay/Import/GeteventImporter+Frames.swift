extension GeteventImporter {
  /// A contact present in a completed frame.
  struct Contact {
    var key: GeteventContactKey
    var trackingID: Int?
    var x: Double
    var y: Double
  }

  /// Applies the buffered events at a SYN_REPORT and emits the frame's samples.
  mutating func endFrame(at time: Double, emit: (TouchSample) throws -> Void) throws {
    let start = firstTime ?? time
    firstTime = start
    // Times as the trace holds them (to the microsecond): two frames under a microsecond apart
    // would otherwise be written as one.
    var t = TraceWriter.writtenTime(time - start)
    if let last = lastFrameT, t <= last {
      // Each frame gets its own event: a touch never has two samples at one time.
      if t < last {
        summary.warnings.append(
          Diagnostic(
            .warning, file: file, line: lineNumber, column: 1,
            message: "timestamp goes back in time by \(TraceWriter.format(last - t, decimals: 6))s; "
              + "placed 1 µs after the previous frame"))
      }
      t = TraceWriter.writtenTime(last + 0.000001)
    }
    lastFrameT = t
    lastT = t
    let events = frame
    frame.removeAll(keepingCapacity: true)
    if events.contains(where: { $0.type == Self.evSyn && $0.code == Self.synMTReport }) { protocolA = true }
    var buttonReleased = false
    for event in events where event.type == Self.evKey && event.code == Self.btnTouch {
      buttonDown = event.value != 0
      if event.value == 0 { buttonReleased = true }
    }
    var contacts = protocolA ? protocolAContacts(events) : protocolBContacts(events)
    if buttonReleased && !buttonDown {
      contacts = []
      for key in liveSlots { slots[key]?.trackingID = nil }
      liveSlots.removeAll()
    }
    try apply(contacts, at: t, emit: emit)
  }

  /// Protocol A: the frame lists every contact, each closed by SYN_MT_REPORT.
  mutating func protocolAContacts(_ events: [GeteventEvent]) -> [Contact] {
    var raw: [(trackingID: Int?, x: Double, y: Double)] = []
    var x: Double?
    var y: Double?
    var trackingID: Int?
    for event in events {
      switch (event.type, event.code) {
      case (Self.evAbs, Self.absMTPositionX): x = Double(event.value)
      case (Self.evAbs, Self.absMTPositionY): y = Double(event.value)
      case (Self.evAbs, Self.absMTTrackingID): trackingID = event.value
      case (Self.evSyn, Self.synMTReport):
        if let x, let y { raw.append((trackingID, x, y)) }
        (x, y, trackingID) = (nil, nil, nil)
      default: break
      }
    }
    if raw.allSatisfy({ $0.trackingID != nil }) {
      return raw.map {
        Contact(key: .tracking($0.trackingID ?? 0), trackingID: $0.trackingID, x: $0.x, y: $0.y)
      }
    }
    // Without tracking ids, match each contact to the nearest finger that was down.
    var candidates = active.filter {
      if case .anonymous = $0.key { return true }
      return false
    }
    var pairs: [(distance: Double, contact: Int, key: GeteventContactKey)] = []
    for (index, contact) in raw.enumerated() {
      for (key, finger) in candidates {
        let dx = contact.x - finger.x
        let dy = contact.y - finger.y
        pairs.append(((dx * dx + dy * dy), index, key))
      }
    }
    pairs.sort { ($0.distance, $0.contact, $0.key) < ($1.distance, $1.contact, $1.key) }
    var keys: [Int: GeteventContactKey] = [:]
    for pair in pairs where keys[pair.contact] == nil && candidates[pair.key] != nil {
      keys[pair.contact] = pair.key
      candidates[pair.key] = nil
    }
    return raw.enumerated().map { index, contact in
      let key =
        keys[index]
        ?? {
          nextAnonymous += 1
          return .anonymous(nextAnonymous)
        }()
      return Contact(key: key, trackingID: nil, x: contact.x, y: contact.y)
    }
  }

  /// Protocol B: slots keep their state across frames; a tracking id of -1 lifts the slot.
  /// Without any multitouch events, falls back to single-touch ABS_X/ABS_Y while BTN_TOUCH is down.
  mutating func protocolBContacts(_ events: [GeteventEvent]) -> [Contact] {
    for event in events where event.type == Self.evAbs {
      switch event.code {
      case Self.absMTSlot:
        currentSlot = event.value
        usesSlots = true
      case Self.absMTTrackingID:
        slots[currentSlot, default: GeteventSlot()].trackingID = event.value < 0 ? nil : event.value
        if event.value < 0 { liveSlots.remove(currentSlot) } else { liveSlots.insert(currentSlot) }
        usesSlots = true
      case Self.absMTPositionX:
        slots[currentSlot, default: GeteventSlot()].x = Double(event.value)
        usesSlots = true
      case Self.absMTPositionY:
        slots[currentSlot, default: GeteventSlot()].y = Double(event.value)
        usesSlots = true
      case Self.absX: singleX = Double(event.value)
      case Self.absY: singleY = Double(event.value)
      default: break
      }
    }
    if usesSlots {
      return liveSlots.sorted().compactMap { slot in
        guard let state = slots[slot], let trackingID = state.trackingID, let x = state.x, let y = state.y
        else { return nil }
        return Contact(key: .slot(slot), trackingID: trackingID, x: x, y: y)
      }
    }
    if buttonDown, let x = singleX, let y = singleY {
      return [Contact(key: .single, trackingID: nil, x: x, y: y)]
    }
    return []
  }

  /// Diffs the frame's contacts against the touches that are down and emits the changes.
  /// A key reported twice in one frame keeps its first contact.
  mutating func apply(_ reported: [Contact], at t: Double, emit: (TouchSample) throws -> Void) throws {
    var present: Set<GeteventContactKey> = []
    let contacts = reported.filter { present.insert($0.key).inserted }
    var ended: [GeteventFinger] = []
    for contact in contacts {
      if let finger = active[contact.key], finger.trackingID != contact.trackingID {
        ended.append(finger)
        active[contact.key] = nil
      }
    }
    for (key, finger) in active where !present.contains(key) {
      ended.append(finger)
      active[key] = nil
    }
    ended.sort { $0.id < $1.id }
    let endedIDs = Set(ended.map(\.id))
    for finger in ended {
      try send(t, finger.id, .ended, finger.x, finger.y, emit)
      fingers.release(finger.id)
    }
    var changes: [(id: Int, phase: SamplePhase, x: Double, y: Double)] = []
    for contact in contacts {
      if var finger = active[contact.key] {
        guard finger.x != contact.x || finger.y != contact.y else { continue }
        finger.x = contact.x
        finger.y = contact.y
        active[contact.key] = finger
        changes.append((finger.id, .moved, contact.x, contact.y))
      } else {
        let id = fingers.allocate(avoiding: endedIDs)
        active[contact.key] = GeteventFinger(
          id: id, trackingID: contact.trackingID, x: contact.x, y: contact.y)
        changes.append((id, .began, contact.x, contact.y))
        summary.touches += 1
      }
    }
    for change in changes.sorted(by: { $0.id < $1.id }) {
      try send(t, change.id, change.phase, change.x, change.y, emit)
    }
  }

  mutating func send(
    _ t: Double, _ id: Int, _ phase: SamplePhase, _ x: Double, _ y: Double,
    _ emit: (TouchSample) throws -> Void
  ) throws {
    let px = scale?.x(x) ?? x
    let py = scale?.y(y) ?? y
    if t != lastSampleT {
      lastSampleT = t
      idsAtLastSampleT = []
    }
    idsAtLastSampleT.insert(id)
    summary.samples += 1
    try emit(TouchSample(t: t, id: .int(id), phase: phase, x: px, y: py))
  }

  /// Ends the input: touches still down are cancelled at the last frame's time, with a warning.
  package mutating func finish(emit: (TouchSample) throws -> Void) throws -> ImportSummary {
    if !frame.isEmpty {
      summary.warnings.append(
        Diagnostic(
          .warning, file: file, line: frame[0].line, column: 1,
          message: "\(frame.count) event(s) after the last SYN_REPORT were ignored"))
      frame.removeAll()
    }
    let open = active.values.sorted { $0.id < $1.id }
    if !open.isEmpty {
      summary.warnings.append(
        Diagnostic(
          .warning, file: file, line: lineNumber, column: 0,
          message: "\(open.count) touch(es) still down at the end of the capture were cancelled "
            + "at t=\(TraceWriter.format(lastT, decimals: 6))"))
    }
    // A touch that already has a sample at the last time is cancelled 1 µs later.
    let collides = lastSampleT == lastT && open.contains { idsAtLastSampleT.contains($0.id) }
    let cancelT = collides ? TraceWriter.writtenTime(lastT + 0.000001) : lastT
    for finger in open {
      try send(cancelT, finger.id, .cancelled, finger.x, finger.y, emit)
      fingers.release(finger.id)
    }
    active.removeAll()
    return summary
  }
}
