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
  /// The earliest time of `items` (infinity when there are none; an item whose time is NaN,
  /// which never falls due, counts for none), so that moving the clock to a time before it (at
  /// nearly every event, while a highlight lingers or a stepper repeats) need not look at each
  /// item.
  private(set) var earliest: TimeInterval = .infinity

  /// Schedules `work` at `time`; returns a token for `cancel(_:)`.
  mutating func schedule(at time: TimeInterval, _ work: @escaping () -> Void) -> Int {
    nextSequence += 1
    items.append(Item(time: time, sequence: nextSequence, work: work))
    if time < earliest { earliest = time }
    return nextSequence
  }

  mutating func cancel(_ token: Int) {
    items.removeAll { $0.sequence == token }
    findEarliest()
  }

  private mutating func findEarliest() {
    earliest = .infinity
    for item in items where item.time < earliest { earliest = item.time }
  }

  /// Whether an item may fall due at or before `time`: false when `popDue(atOrBefore:)` would
  /// surely find none.
  func mayHaveDue(atOrBefore time: TimeInterval) -> Bool {
    earliest <= time + Self.tolerance
  }

  /// Slack for binary rounding, so that work due at a decimal time fires at an event with that
  /// timestamp: 0.1 + 0.2 is 0.30000000000000004 in `Double`, and is due at 0.3.
  static let tolerance: TimeInterval = 1e-9

  /// Removes and returns the earliest item due at or before `time`.
  mutating func popDue(atOrBefore time: TimeInterval) -> Item? {
    var best: Int?
    for (index, item) in items.enumerated() where item.time <= time + Self.tolerance {
      if let current = best {
        let other = items[current]
        if (item.time, item.sequence) < (other.time, other.sequence) { best = index }
      } else {
        best = index
      }
    }
    guard let index = best else { return nil }
    let item = items.remove(at: index)
    findEarliest()
    return item
  }

  var isEmpty: Bool { items.isEmpty }
}

extension UIApplication {
  /// Schedules `work` `delay` seconds after the current time, on the trace's clock.
  @discardableResult
  public func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> Int {
    scheduler.schedule(at: currentTime + delay, work)
  }

  /// Cancels work scheduled with `schedule(after:_:)`.
  public func cancelScheduled(_ token: Int) {
    scheduler.cancel(token)
  }

  /// Moves the clock to `time`, firing the scheduled work that falls due on the way, in order.
  public func advanceTime(to time: TimeInterval) {
    // Nearly always nothing is due (no work at all, or none before a lingering highlight's end):
    // the clock only moves, with no call and no look at each item.
    if scheduler.mayHaveDue(atOrBefore: time) { fireDueWork(upTo: time) }
    currentTime = max(currentTime, time)
  }

  /// Fires the work due at or before `time`, in order, moving the clock to each item's time.
  @inline(never)
  private func fireDueWork(upTo time: TimeInterval) {
    while let item = scheduler.popDue(atOrBefore: time) {
      currentTime = max(currentTime, min(item.time, time))
      item.work()
    }
  }

  /// Fires all scheduled work, however late (at most `limit` items, against runaway repeats).
  public func runPendingWork(limit: Int = 10_000) {
    var count = 0
    while count < limit, let item = scheduler.popDue(atOrBefore: .infinity) {
      currentTime = max(currentTime, item.time)
      item.work()
      count += 1
    }
  }

  /// Whether any work is scheduled.
  public var hasPendingWork: Bool { !scheduler.isEmpty }
}
