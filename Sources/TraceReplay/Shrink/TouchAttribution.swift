/// Which touches a record belongs to, by time: the touches with a sample at the latest sample
/// time at or before the record's (the event being delivered, or the last one before a timer
/// fired). The same rule reads a golden's records against the whole trace and a candidate's
/// records against the candidate, so a touch's outcomes are compared like for like.
///
/// Records must be asked for in the order of their times, as a replay and a golden give them.
struct TouchAttribution {
  /// The samples' times in microseconds (as a trace is written), in order, and the touch (its
  /// index in the trace) of each.
  private let times: [Int64]
  private let touches: [Int32]
  /// The first sample after the current time, and the first of the current time's samples.
  private var next = 0
  private var groupStart = 0

  init(times: [Int64], touches: [Int32]) {
    self.times = times
    self.touches = touches
  }

  /// `t` in whole microseconds.
  static func microseconds(_ t: Double) -> Int64 {
    let scaled = (t * 1e6).rounded()
    return scaled.magnitude < 9.2e18 ? Int64(scaled) : 0
  }

  /// The touches a record at `t` belongs to; empty before the first sample.
  mutating func touches(at t: Double) -> ArraySlice<Int32> {
    let time = Self.microseconds(t)
    if next < times.count && times[next] <= time {
      while next < times.count && times[next] <= time { next += 1 }
      groupStart = next - 1
      while groupStart > 0 && times[groupStart - 1] == times[next - 1] { groupStart -= 1 }
    }
    return touches[groupStart..<next]
  }
}
