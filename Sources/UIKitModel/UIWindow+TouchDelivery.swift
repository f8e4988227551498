import Foundation

extension UIWindow {
  /// Hit-tests a new touch, binds it to the view found for its whole life, and decides whether
  /// that view may receive it.
  func bindNewTouch(_ touch: UITouch, event: UIEvent) {
    let details = application?.wantsDetails ?? false
    if details { event.hitTestLog = [] }
    let view = hitTest(touch.location(in: self), with: event)
    if details {
      application?.report(.hitTest(touch, event.hitTestLog ?? []))
      event.hitTestLog = nil
    }
    touch.view = view
    guard let view else { return }
    touch.deliveryBlock = deliveryBlock(for: view)
    activeTouches.append(touch)
  }

  /// The multiple-touch and exclusive-touch rules for a new touch bound to `view`.
  func deliveryBlock(for view: UIView) -> UITouch.DeliveryBlock? {
    let others = activeTouches.filter { $0.isActive && $0.deliveryBlock == nil }
    if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) {
      return .multipleTouchDisabled
    }
    if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) {
      return .exclusiveTouchOfThisView
    }
    if let blocker = others.first(where: { $0.view !== view && $0.view?.isExclusiveTouch == true })?
      .view
    {
      return .exclusiveTouchOfOtherView(blocker)
    }
    return nil
  }

  /// Calls the `touches…` method of `phase` once per view with that view's delivered touches,
  /// views in the order their first touch appears in the event.
  func deliver(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
    var first: UITouch?
    var several = false
    for touch in touches where touch.phase == phase && touch.isDeliverable {
      if first == nil {
        first = touch
      } else {
        several = true
        break
      }
    }
    guard let first, let firstView = first.view else { return }
    // The set and the list of views are the window's scratch storage, reused from event to
    // event. Each is taken out of the window while in use, so that a delivery started from inside
    // a view's `touches…` method finds none and makes its own. When it goes back, the set holds
    // at most one touch that is still down (and so in `activeTouches` anyway): the window keeps
    // no touch (or, through it, a view) alive that it does not track. A view that keeps a set it
    // was given keeps its own copy.
    // (Taken out of an optional rather than swapped with an empty set: retaining and releasing
    // the shared empty set takes the runtime's slow path.)
    var set = scratchTouches.take() ?? Set(minimumCapacity: 4)
    defer { scratchTouches = set }
    if !several {
      // The common case, one touch in this phase, needs no list of views, and the set kept from
      // the last event often holds that very touch.
      if !(set.count == 1 && set.holds(first)) {
        set.removeAll(keepingCapacity: true)
        set.insert(first)
      }
      send(phase, set, to: firstView, event: event)
      if !first.isActive { set.removeAll(keepingCapacity: true) }
      return
    }
    set.removeAll(keepingCapacity: true)
    var views = scratchViews.take() ?? []
    defer {
      views.removeAll(keepingCapacity: true)
      scratchViews = views
    }
    for touch in touches where touch.phase == phase && touch.isDeliverable {
      guard let view = touch.view, !views.contains(where: { $0 === view }) else { continue }
      views.append(view)
    }
    for view in views {
      for touch in touches where touch.phase == phase && touch.isDeliverable && touch.view === view {
        set.insert(touch)
      }
      send(phase, set, to: view, event: event)
      set.removeAll(keepingCapacity: true)
    }
  }

  private func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, event: UIEvent) {
    switch phase {
    case .began: view.touchesBegan(touches, with: event)
    case .moved: view.touchesMoved(touches, with: event)
    case .ended: view.touchesEnded(touches, with: event)
    case .cancelled: view.touchesCancelled(touches, with: event)
    case .stationary: break
    }
  }
}
