import Foundation
import Testing

@testable import UIKitModel

/// A new touch after a tap that ended at (100, 100) at t = 1, and the tap count it must get.
struct TapCase: Sendable, CustomTestStringConvertible {
  let time: TimeInterval
  let x: CGFloat
  let y: CGFloat
  let expected: Int
  var testDescription: String { "at \(time) s, (\(x), \(y)) → \(expected)" }

  init(_ time: TimeInterval, _ x: CGFloat, _ y: CGFloat, _ expected: Int) {
    self.time = time
    self.x = x
    self.y = y
    self.expected = expected
  }
}

@Suite("Tap count")
struct TapCounterTests {
  @Test("U34: The first touch is a single tap")
  func firstTouch() {
    let counter = TapCounter()

    let count = counter.tapCount(at: CGPoint(x: 10, y: 10), time: 5)

    #expect(count == 1)
  }

  @Test(
    "U34: A touch counts as the next tap within 0.35 s after the last ended and within 45 pt",
    arguments: [
      TapCase(1.2, 100, 100, 2), TapCase(1.35, 100, 100, 2), TapCase(1.3501, 100, 100, 1),
      TapCase(1.0, 100, 100, 2), TapCase(0.99, 100, 100, 1), TapCase(1.2, 145, 100, 2),
      TapCase(1.2, 145.01, 100, 1), TapCase(1.2, 127, 136, 2), TapCase(1.2, 73, 64, 2),
      TapCase(1.2, 127.01, 136, 1), TapCase(1.2, 100, 55, 2), TapCase(1.2, 100, 54.9, 1),
    ])
  func secondTap(_ test: TapCase) {
    var counter = TapCounter()
    counter.touchEnded(at: CGPoint(x: 100, y: 100), time: 1, tapCount: 1)

    let count = counter.tapCount(at: CGPoint(x: test.x, y: test.y), time: test.time)

    #expect(count == test.expected)
  }

  @Test("U34: Counts go on past two, and restart after a pause")
  func series() {
    var counter = TapCounter()
    var counts: [Int] = []

    for time in [0.0, 0.3, 0.6, 1.5] {
      let count = counter.tapCount(at: CGPoint(x: 10, y: 10), time: time)
      counts.append(count)
      counter.touchEnded(at: CGPoint(x: 10, y: 10), time: time + 0.1, tapCount: count)
    }

    #expect(counts == [1, 2, 3, 1])
  }

  @Test("U35: A cancelled touch is no tap: a touch 0.1 s after it at the same place is tap 1")
  func cancelledTouchStartsNoChain() {
    var counter = TapCounter()
    counter.touchEnded(at: CGPoint(x: 10, y: 10), time: 0.1, tapCount: 1)
    let second = counter.tapCount(at: CGPoint(x: 10, y: 10), time: 0.2)
    counter.touchCancelled()

    let afterCancel = counter.tapCount(at: CGPoint(x: 10, y: 10), time: 0.4)

    #expect(second == 2)
    #expect(afterCancel == 1)
  }

  @Test(
    "U34: The interval and distance are parameters",
    arguments: [
      (0.5, CGFloat(45), 1.5, CGFloat(100), 2), (0.5, 45, 1.51, 100, 1),
      (0.1, 45, 1.2, 100, 1), (0.35, 10, 1.1, 110, 2), (0.35, 10, 1.1, 110.5, 1),
    ])
  func parameters(
    interval: TimeInterval, distance: CGFloat, time: TimeInterval, x: CGFloat, expected: Int
  ) {
    var counter = TapCounter(interval: interval, distance: distance)
    counter.touchEnded(at: CGPoint(x: 100, y: 100), time: 1, tapCount: 1)

    let count = counter.tapCount(at: CGPoint(x: x, y: 100), time: time)

    #expect(count == expected)
  }
}
