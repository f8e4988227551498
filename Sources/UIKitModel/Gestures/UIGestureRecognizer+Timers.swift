import Foundation

extension UIGestureRecognizer {
  /// The figures of the application the recognizer's view is in (the defaults when none).
  var configuration: UIApplication.Configuration {
    view?.lastApplication?.configuration ?? UIApplication.Configuration()
  }

  /// Runs `work` on this recognizer `delay` seconds from now on the trace's clock, unless the
  /// recognizer has gone; a state it sets is taken up by an update at that time (G2: timer-driven
  /// transitions are their own step). Returns a token for `cancelTimer(_:)`.
  func scheduleTimer(after delay: TimeInterval, _ work: @escaping (UIGestureRecognizer) -> Void) -> Int? {
    guard let application = view?.lastApplication else { return nil }
    let link = Link(wrappedValue: self)
    return application.schedule(after: delay) {
      if let recognizer = link.wrappedValue { work(recognizer) }
    }
  }

  /// Cancels a timer from `scheduleTimer(after:_:)`.
  func cancelTimer(_ token: inout Int?) {
    if let value = token { view?.lastApplication?.cancelScheduled(value) }
    token = nil
  }

  /// The centroid of `touches` in window coordinates.
  static func centroid(of touches: [UITouch]) -> CGPoint {
    guard !touches.isEmpty else { return .zero }
    var x: CGFloat = 0
    var y: CGFloat = 0
    for touch in touches {
      x += touch.locationInWindow.x
      y += touch.locationInWindow.y
    }
    return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
  }

  /// The centroid of the recognizer's touches that are down, in window coordinates, without
  /// making a list of them.
  var centroidOfTouchesDown: CGPoint {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var count = 0
    for touch in trackedTouches where touch.isActive {
      x += touch.locationInWindow.x
      y += touch.locationInWindow.y
      count += 1
    }
    return count == 0 ? .zero : CGPoint(x: x / CGFloat(count), y: y / CGFloat(count))
  }

  /// The recognizer's touches that are down.
  var touchesDown: [UITouch] { trackedTouches.filter { $0.isActive } }
}
