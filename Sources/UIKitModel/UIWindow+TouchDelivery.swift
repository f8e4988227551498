import Foundation

extension UIWindow {
  /// Hit-tests a new touch, binds it to the view found for its whole life, and decides whether
  /// that view may receive it.
  func bindNewTouch(_ touch: UITouch, event: UIEvent) {
    let details = applicationUnretained()?._withUnsafeGuaranteedRef { $0.wantsDetails } ?? false
    if details { event.hitTestLog = [] }
    let view = hitTest(touch.location(in: self), with: event)
    if details {
      application?.report(.hitTest(touch, event.hitTestLog ?? []))
      event.hitTestLog = nil
    }
    touch.view = view
    guard let view else { return }
    touch.deliveryBlock = deliveryBlock(for: view)
    addActiveTouch(touch)
  }

  /// The multiple-touch and exclusive-touch rules for a new touch bound to `view`.
  func deliveryBlock(for view: UIView) -> UITouch.DeliveryBlock? {
    if activeTouches.isEmpty {
      // No other touch is down (the usual new touch): no rule can block this one, and there is
      // no list to build. The view's two flags are still read, in the order the rules read them.
      _ = view.isMultipleTouchEnabled
      _ = view.isExclusiveTouch
      return nil
    }
    let active = activeTouches
    guard active.count <= 64 else { return deliveryBlockInGeneral(for: view, active: active) }
    // The other touches that count (down and not blocked), found once before any rule is
    // applied, as a bit per index rather than a filtered copy: the rules read the same
    // properties in the same order, over the same touches.
    var others: UInt64 = 0
    for index in active.indices where active[index].isActive && active[index].deliveryBlock == nil {
      others |= 1 &<< UInt64(index)
    }
    func anyOther(_ predicate: (UITouch) -> Bool) -> Bool {
      var remaining = others
      while remaining != 0 {
        let index = remaining.trailingZeroBitCount
        remaining &= remaining - 1
        if predicate(active[index]) { return true }
      }
      return false
    }
    if !view.isMultipleTouchEnabled, anyOther({ $0.view === view }) {
      return .multipleTouchDisabled
    }
    if view.isExclusiveTouch, anyOther({ $0.view !== view }) {
      return .exclusiveTouchOfThisView
    }
    var blocker: UIView?
    _ = anyOther { touch in
      guard touch.view !== view, let other = touch.view, other.isExclusiveTouch else { return false }
      blocker = other
      return true
    }
    if let blocker { return .exclusiveTouchOfOtherView(blocker) }
    return nil
  }

  /// `deliveryBlock(for:)` over a filtered copy of `active`, for more than 64 touches down.
  func deliveryBlockInGeneral(for view: UIView, active: [UITouch]) -> UITouch.DeliveryBlock? {
    let others = active.filter { $0.isActive && $0.deliveryBlock == nil }
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
  ///
  /// The touches and their views are read borrowed (see `UITouch.unownedView`): `buffer` is the
  /// caller's array's, which keeps each touch, and so its view, alive until this returns.
  func deliver(_ buffer: UnsafeBufferPointer<UITouch>, phase: UITouch.Phase, event: UIEvent) {
    var firstIndex = -1
    var several = false
    // The touches in this phase, a bit per index (for the first 64).
    var inPhase: UInt64 = 0
    for index in buffer.indices where buffer[index].phase == phase && buffer[index].isDeliverable {
      if firstIndex < 0 {
        firstIndex = index
      } else {
        several = true
      }
      if index < 64 { inPhase |= 1 &<< UInt64(index) }
    }
    guard firstIndex >= 0, let firstView = buffer[firstIndex].unownedView else { return }
    if !several {
      // The common case, one touch in this phase, needs no list of views.
      sendAlone(phase, touchAt: firstIndex, of: buffer, to: firstView, event: event)
      return
    }
    if Self.boundToDistinctViews(buffer) {
      // Each touch of the event is bound to a view of its own (the usual several fingers, each
      // on its control): the views, in the order their first touch appears, are those of the
      // touches in this phase, in order, listed above before any is called. Bindings never
      // change, so when a view's turn comes the only touch that can go to it is its own: if
      // that touch still goes (a view called earlier may have changed its phase), alone, as
      // below; otherwise the general step, which hands the view an empty set.
      var remaining = inPhase
      while remaining != 0 {
        let index = remaining.trailingZeroBitCount
        remaining &= remaining - 1
        guard let view = buffer[index].unownedView else { continue }
        if buffer[index].phase == phase && buffer[index].isDeliverable {
          sendAlone(phase, touchAt: index, of: buffer, to: view, event: event)
        } else {
          deliver(buffer, phase: phase, to: view, event: event)
        }
      }
      return
    }
    // The views, in the order their first touch appears, listed before any is called (a view's
    // `touches…` method may change what the touches are). The list lives on the stack for this
    // call: a delivery started from inside a view's `touches…` method makes its own, and the
    // list keeps nothing alive (it holds unowned views, which `touches` keeps alive through
    // their touches).
    withUnsafeTemporaryAllocation(of: Unmanaged<UIView>.self, capacity: buffer.count) { views in
      var viewCount = 0
      for index in buffer.indices where buffer[index].phase == phase && buffer[index].isDeliverable {
        guard let view = buffer[index].unownedView else { continue }
        var listed = false
        for earlier in 0..<viewCount where views[earlier].toOpaque() == view.toOpaque() {
          listed = true
          break
        }
        if listed { continue }
        views.initializeElement(at: viewCount, to: view)
        viewCount += 1
      }
      for position in 0..<viewCount { deliver(buffer, phase: phase, to: views[position], event: event) }
    }
  }

  /// Whether every touch of `buffer` is bound to a view and no two to the same one; false, which
  /// only means "list the views", for more than eight touches (the test compares each pair).
  @inline(__always)
  static func boundToDistinctViews(_ buffer: UnsafeBufferPointer<UITouch>) -> Bool {
    let count = buffer.count
    guard count <= 8 else { return false }
    var index = 0
    while index < count {
      guard let view = buffer[index].unownedView?.toOpaque() else { return false }
      var earlier = 0
      while earlier < index {
        if buffer[earlier].unownedView?.toOpaque() == view { return false }
        earlier += 1
      }
      index += 1
    }
    return true
  }

  /// Delivers the touches of `buffer` bound to `view` in `phase`, alone or as a set; `buffer`
  /// keeps them alive.
  private func deliver(
    _ buffer: UnsafeBufferPointer<UITouch>, phase: UITouch.Phase, to view: Unmanaged<UIView>, event: UIEvent
  ) {
    // Whether the touch at `index` is delivered to `view` in this phase.
    func goes(_ index: Int) -> Bool {
      buffer[index].phase == phase && buffer[index].isDeliverable
        && buffer[index].unownedView?.toOpaque() == view.toOpaque()
    }
    var only = -1
    var count = 0
    for index in buffer.indices where goes(index) {
      if count == 0 { only = index }
      count += 1
    }
    if count == 1 {
      sendAlone(phase, touchAt: only, of: buffer, to: view, event: event)
      return
    }
    // The set for a view that gets several touches is the window's scratch storage, reused
    // from event to event. It is taken out of the window while in use, so that a delivery
    // started from inside a view's `touches…` method finds none and makes its own, and goes back
    // empty: the window keeps no touch (or, through it, a view) alive that it does not track. A
    // view that keeps a set it was given keeps its own copy.
    var set = scratchTouches.take() ?? Set(minimumCapacity: 4)
    for index in buffer.indices where goes(index) { set.insert(buffer[index]) }
    view._withUnsafeGuaranteedRef { send(phase, set, to: $0, event: event) }
    set.removeAll(keepingCapacity: true)
    scratchTouches = set
  }

  /// Delivers the touch at `index` of `buffer` alone to `view`, both lent without a retain (the
  /// caller's array keeps the touch, and so its view, alive).
  @inline(__always)
  func sendAlone(
    _ phase: UITouch.Phase, touchAt index: Int, of buffer: UnsafeBufferPointer<UITouch>,
    to view: Unmanaged<UIView>, event: UIEvent
  ) {
    view._withUnsafeGuaranteedRef { view in
      buffer.withElement(at: index) { sendAlone(phase, $0, to: view, event: event) }
    }
  }

  /// Delivers `touch` alone to `view`, in the touch's set of one (see `setsOfOne`).
  func sendAlone(_ phase: UITouch.Phase, _ touch: UITouch, to view: UIView, event: UIEvent) {
    if let setOfOne = touch.setOfOne {
      // Lent without a retain: this window keeps the box alive until the outermost delivery
      // returns, even if the touch ends or is discarded meanwhile.
      setOfOne._withUnsafeGuaranteedRef { send(phase, $0.touches, to: view, event: event) }
    } else {
      send(phase, [touch], to: view, event: event)
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
