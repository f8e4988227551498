import Foundation

/// What the window sends each view in one delivery: for each view, its touches by the phase the
/// view is sent them in, views in the order of their earliest touch.
struct TouchDeliveryPlan {
  /// One view's part of a delivery.
  struct ViewDelivery {
    let view: UIView
    var began: [UITouch] = []
    var moved: [UITouch] = []
    var ended: [UITouch] = []
    var cancelled: [UITouch] = []

    /// Adds `touch` in `phase` (stationary touches are not sent).
    mutating func add(_ touch: UITouch, in phase: UITouch.Phase) {
      switch phase {
      case .began: began.append(touch)
      case .moved: moved.append(touch)
      case .ended: ended.append(touch)
      case .cancelled: cancelled.append(touch)
      case .stationary: break
      }
    }
  }

  private(set) var views: [ViewDelivery] = []

  var isEmpty: Bool { views.isEmpty }

  /// Adds `touch` to its view's part in `phase`.
  mutating func add(_ touch: UITouch, to view: UIView, in phase: UITouch.Phase) {
    guard phase != .stationary else { return }
    if let index = views.firstIndex(where: { $0.view === view }) {
      views[index].add(touch, in: phase)
    } else {
      var delivery = ViewDelivery(view: view)
      delivery.add(touch, in: phase)
      views.append(delivery)
    }
  }
}
