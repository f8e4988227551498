extension TraceRecorder {
  /// A touch of an event, as read from UIKit.
  struct Touch {
    var key: ObjectIdentifier
    /// `began`, `moved`, `ended` or `cancelled` (stationary touches are not recorded: the
    /// replayer carries a touch that is down and has no sample as stationary).
    var phase: String
    var x: Double
    var y: Double
    var tapCount: Int
    var force: Double?
    var radius: Double?
  }

  /// Records one event's touches at `timestamp` (UIKit's clock, seconds).
  ///
  /// Times are made relative to the first event, rounded to the microsecond, and kept strictly
  /// increasing (the trace format delivers samples with one time as one event). A new touch
  /// gets the lowest finger id not down; new touches of one event are numbered in the order
  /// of their locations, so the trace does not depend on a set's order. Samples are written by
  /// finger id.
  func record(time timestamp: Double, touches: [Touch]) {
    let origin = start ?? timestamp
    var time = ((timestamp - origin) * 1_000_000).rounded() / 1_000_000
    if let lastTime, time <= lastTime { time = lastTime + 0.000_001 }
    var group: [RecordedSample] = []
    let began = touches.filter { $0.phase == "began" }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
    for touch in began {
      var id = 1
      let used = Set(fingers.values)
      while used.contains(id) { id += 1 }
      fingers[touch.key] = id
      group.append(
        RecordedSample(
          t: time, id: id, phase: touch.phase, x: touch.x, y: touch.y, tap: touch.tapCount,
          force: touch.force,
          radius: touch.radius))
    }
    for touch in touches where touch.phase != "began" {
      guard let id = fingers[touch.key] else {
        skippedSamples += 1
        continue
      }
      group.append(
        RecordedSample(
          t: time, id: id, phase: touch.phase, x: touch.x, y: touch.y, force: touch.force,
          radius: touch.radius))
      if touch.phase == "ended" || touch.phase == "cancelled" { fingers[touch.key] = nil }
    }
    guard !group.isEmpty else { return }
    start = origin
    lastTime = time
    samples.append(contentsOf: group.sorted { $0.id < $1.id })
  }
}
