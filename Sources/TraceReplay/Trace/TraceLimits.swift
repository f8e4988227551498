/// The limits `run` puts on a trace (times, coordinates, touches down at once, at least one
/// sample, one sample per touch per time, times that never go back), checked on samples as
/// `import` and `synth` make them and on the times as they are written (to the microsecond), so
/// that a trace they write is never one `run` rejects. The messages are `run`'s.
package struct TraceLimits {
  /// The most touches down at once (`TraceReadOptions.maxFingers`).
  package var maxFingers: Int
  /// The samples checked so far.
  package private(set) var samples = 0
  private var down: Set<TouchID> = []
  /// The last time written (to the microsecond) and the touches with a sample at it.
  private var lastTime = -Double.infinity
  private var atLastTime: Set<TouchID> = []

  package init(maxFingers: Int = TraceReadOptions().maxFingers) {
    self.maxFingers = maxFingers
  }

  /// The message `run` would give `sample`, or nil when it is within the limits.
  package mutating func check(_ sample: TouchSample) -> String? {
    if !(sample.t >= 0) { return "field 't' must be >= 0, found \(sample.t)" }
    if sample.t > SampleScanner.maxTime {
      return "field 't' is out of range: \(sample.t) (the limit is 1e9 seconds)"
    }
    for (name, value) in [("x", sample.x), ("y", sample.y)] where !(abs(value) <= SampleScanner.maxCoordinate)
    {
      return "field '\(name)' is out of range: \(value) (the limit is a magnitude of 1e7 points)"
    }
    // What is checked is the time as written: two samples under a microsecond apart are one.
    let written = TraceWriter.writtenTime(sample.t)
    if written < lastTime {
      return "time goes backwards: \(TraceWriter.format(written, decimals: 6)) after "
        + "\(TraceWriter.format(lastTime, decimals: 6))"
    }
    if written != lastTime {
      lastTime = written
      atLastTime.removeAll(keepingCapacity: true)
    }
    if !atLastTime.insert(sample.id).inserted {
      return "touch \(sample.id) appears twice at t=\(TraceWriter.format(written, decimals: 6)) as written "
        + "(to the microsecond); one event carries each touch once"
    }
    switch sample.phase {
    case .began:
      if !down.contains(sample.id) && down.count >= maxFingers {
        return "too many touches down at once: touch \(sample.id) would be number \(down.count + 1); "
          + "the limit is \(maxFingers)"
      }
      down.insert(sample.id)
    case .ended, .cancelled:
      down.remove(sample.id)
    case .moved, .stationary:
      break
    }
    samples += 1
    return nil
  }

  /// The message `run` gives a trace without samples, or nil when there was one.
  package var endProblem: String? {
    samples == 0 ? "empty trace: no samples" : nil
  }
}
