import Foundation

/// A bounded first-in, first-out queue between two threads: `push` waits while the queue is
/// full and `pop` while it is empty, so a fast producer cannot run ahead of its consumer by more
/// than `capacity` elements (memory stays bounded).
///
/// Either side may `close` it: the producer when it has nothing more (the consumer still gets
/// what is queued, then nil), the consumer when it stops early (the producer's next `push`
/// returns false).
final class BlockingQueue<Element>: @unchecked Sendable {
  private let condition = NSCondition()
  private var items: [Element] = []
  private let capacity: Int
  private var closed = false

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    items.reserveCapacity(self.capacity)
  }

  /// Appends `element`, waiting for room; false (and the element dropped) once closed.
  @discardableResult
  func push(_ element: Element) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while items.count >= capacity && !closed { condition.wait() }
    guard !closed else { return false }
    items.append(element)
    condition.broadcast()
    return true
  }

  /// The oldest element, waiting for one; nil once the queue is closed and empty.
  func pop() -> Element? {
    condition.lock()
    defer { condition.unlock() }
    while items.isEmpty && !closed { condition.wait() }
    guard !items.isEmpty else { return nil }
    let element = items.removeFirst()
    condition.broadcast()
    return element
  }

  /// Ends the queue: waiting and later pushes return false; pops drain what is left, then nil.
  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }
}
