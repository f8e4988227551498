import Foundation

/// Work the model scheduled for later, fired in order as the trace's clock moves.
struct Scheduler {
  struct Item {
    let time: TimeInterval
    let sequence: Int
    let work: () -> Void
  }

  private(set) var items: [Item] = []
  private var nextSequence = 0

  /// Slack for binary rounding, so that work due at a decimal time fires at an event with that
  /// timestamp: 0.1 + 0.2 is 0.30000000000000004 in `Double`, and is due at 0.3.
  static let tolerance: TimeInterval = 1e-9

  /// Schedules `work` at `time`; returns a token for `cancel(_:)`.
  mutating func schedule(at time: TimeInterval, _ work: @escaping () -> Void) -> Int {
    nextSequence += 1
    items.append(Item(time: time, sequence: nextSequence, work: work))
    return nextSequence
  }

  mutating func cancel(_ token: Int) {
    items.removeAll { $0.sequence == token }
  }

  /// Removes and returns the earliest item due at or before `time` (the first scheduled among
  /// items due at the same time).
  mutating func popDue(atOrBefore time: TimeInterval) -> Item? {
    var earliest: Int?
    for index in items.indices where items[index].time <= time + Self.tolerance {
      if let best = earliest,
        (items[best].time, items[best].sequence) <= (items[index].time, items[index].sequence)
      {
        continue
      }
      earliest = index
    }
    guard let earliest else { return nil }
    return items.remove(at: earliest)
  }

  var isEmpty: Bool { items.isEmpty }
}

extension UIApplication {
  /// Schedules `work` `delay` seconds after the current time, on the trace's clock.
  @discardableResult
  package func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> Int {
    scheduler.schedule(at: currentTime + delay, work)
  }

  /// Cancels work scheduled with `schedule(after:_:)`.
  package func cancelScheduled(_ token: Int) {
    scheduler.cancel(token)
  }

  /// Moves the clock to `time`, firing the scheduled work that falls due on the way, in order,
  /// each at its own time and each a step of the run loop (followed by the layout and display
  /// passes).
  package func advanceTime(to time: TimeInterval) {
    while let item = scheduler.popDue(atOrBefore: time) {
      currentTime = max(currentTime, min(item.time, time))
      if !movingScrollViews.isEmpty { showMotionFrames() }
      item.work()
      endRunLoopStep()
    }
    currentTime = max(currentTime, time)
    if !movingScrollViews.isEmpty { showMotionFrames() }
  }

  /// Fires all scheduled work, however late (at most `limit` items, against runaway repeats),
  /// each a step of the run loop; meanwhile `restTime` is the time it started at, past which
  /// repeating timers stop.
  package func runPendingWork(limit: Int = 10_000) {
    let outer = restTime
    restTime = outer ?? currentTime
    defer { restTime = outer }
    layoutAndDisplayIfNeeded()
    var count = 0
    while count < limit, let item = scheduler.popDue(atOrBefore: .infinity) {
      currentTime = max(currentTime, item.time)
      if !movingScrollViews.isEmpty { showMotionFrames() }
      item.work()
      endRunLoopStep()
      count += 1
    }
  }

  /// Whether any work is scheduled.
  package var hasPendingWork: Bool { !scheduler.isEmpty }
}
