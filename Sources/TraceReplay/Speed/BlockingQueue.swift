import Foundation

/// A bounded first-in, first-out queue between two threads, one producer and one consumer: `push`
/// waits while the queue is full and `pop` while it is empty, so a fast producer cannot run ahead
/// of its consumer by more than `capacity` elements (memory stays bounded).
///
/// Either side may `close` it: the producer when it has nothing more (the consumer still gets
/// what is queued, then nil), the consumer when it stops early (the producer's next `push`
/// returns false).
///
/// A side that waits is woken only when there is enough for it to do: a waiting consumer once
/// `consumerWakesAt` elements are queued (or the producer asks with `wakeConsumer()`, or
/// closes), a waiting producer once `producerWakesAtRoom` places are free. Waking a thread
/// costs several microseconds of system time on each side; a thread woken for two batches
/// instead of one is woken half as often. The wake is sent after the lock is released, so the
/// woken thread does not at once block on it.
final class BlockingQueue<Element>: @unchecked Sendable {
  private let condition = NSCondition()
  private var items: [Element] = []
  private let capacity: Int
  private let consumerWakesAt: Int
  private let producerWakesAtRoom: Int
  private var closed = false
  /// Whether a side is waiting (at most one is: the queue cannot be both full and empty).
  private var consumerWaits = false
  private var producerWaits = false

  init(capacity: Int, consumerWakesAt: Int = 1, producerWakesAtRoom: Int = 1) {
    self.capacity = max(1, capacity)
    self.consumerWakesAt = min(max(1, consumerWakesAt), self.capacity)
    self.producerWakesAtRoom = min(max(1, producerWakesAtRoom), self.capacity)
    items.reserveCapacity(self.capacity)
  }

  /// Appends `element`, waiting for room; false (and the element dropped) once closed.
  @discardableResult
  func push(_ element: Element) -> Bool {
    condition.lock()
    while items.count >= capacity && !closed {
      producerWaits = true
      condition.wait()
    }
    guard !closed else {
      condition.unlock()
      return false
    }
    items.append(element)
    let wake = consumerWaits && items.count >= consumerWakesAt
    if wake { consumerWaits = false }
    unlock(waking: wake)
    return true
  }

  /// Wakes a waiting consumer if anything is queued, however little: for a producer about to
  /// wait for the consumer's work.
  func wakeConsumer() {
    condition.lock()
    let wake = consumerWaits && !items.isEmpty
    if wake { consumerWaits = false }
    unlock(waking: wake)
  }

  /// The oldest element, waiting for one; nil once the queue is closed and empty. When it must
  /// wait, it first calls `beforeWaiting` (without the lock held): for a consumer that holds back
  /// work of its own for another thread and must hand it over before it sleeps.
  func pop(beforeWaiting: (() -> Void)? = nil) -> Element? {
    condition.lock()
    if items.isEmpty && !closed, let beforeWaiting {
      condition.unlock()
      beforeWaiting()
      condition.lock()
    }
    while items.isEmpty && !closed {
      consumerWaits = true
      condition.wait()
    }
    guard !items.isEmpty else {
      condition.unlock()
      return nil
    }
    let element = items.removeFirst()
    let wake = producerWaits && capacity - items.count >= producerWakesAtRoom
    if wake { producerWaits = false }
    unlock(waking: wake)
    return element
  }

  /// Releases the lock, then wakes the waiting side if `wake` (its flag already cleared): after,
  /// so that the woken thread does not at once block on the lock.
  private func unlock(waking wake: Bool) {
    condition.unlock()
    if wake { condition.broadcast() }
  }

  /// Ends the queue: waiting and later pushes return false; pops drain what is left, then nil.
  func close() {
    condition.lock()
    closed = true
    consumerWaits = false
    producerWaits = false
    unlock(waking: true)
  }
}
