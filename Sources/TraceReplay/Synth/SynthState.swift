/// The generator's running state: the time cursor, the settings and the samples so far.
struct SynthState {
  /// Samples per second.
  var rate = 60
  var tapDuration = 0.08
  /// When the next gesture's first sample happens.
  var cursor = 0.0
  var samples: [TouchSample] = []

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
  }
}
