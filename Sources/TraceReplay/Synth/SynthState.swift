/// The generator's running state: the time cursor, the settings and the samples so far.
struct SynthState {
  /// Samples per second.
  var rate = 60
  var tapDuration = 0.08
  /// When the next gesture's first sample happens.
  var cursor = 0.0
  var samples: [TouchSample] = []
  /// The time of the last sample of the gesture that just ended, until a wait or a gesture uses it.
  var lastEnd: Double?

  var period: Double { 1 / Double(rate) }

  /// Appends a sample at `t` seconds (rounded to microseconds, like the trace writer).
  mutating func emit(_ t: Double, finger: Int, _ phase: SamplePhase, _ point: (x: Double, y: Double)) {
    let time = (t * 1_000_000).rounded() / 1_000_000
    let x = (point.x * 1000).rounded() / 1000
    let y = (point.y * 1000).rounded() / 1000
    samples.append(TouchSample(t: time, id: .int(finger), phase: phase, x: x, y: y))
  }

  /// Moves the cursor one sample period past `t`, so the next began is never in the same event.
  mutating func finish(at t: Double) {
    cursor = t + period
    lastEnd = t
  }

  /// Waits `seconds`: right after a gesture, from that gesture's last sample (instead of the
  /// period after it), so `tap ok; wait 0.5; tap ok` begins again at 0.58, not 0.596667; the
  /// cursor is kept on whole microseconds, as the writer prints times. A zero wait changes nothing.
  mutating func wait(_ seconds: Double) {
    guard seconds > 0 else { return }
    let start = lastEnd ?? cursor
    cursor = ((start + seconds) * 1_000_000).rounded() / 1_000_000
    if cursor <= start { cursor = start + period }
    lastEnd = nil
  }
}
