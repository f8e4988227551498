import Foundation

extension UIWindow {
  /// The bind stage: each touch that begins in this event is hit-tested and bound, for life, to
  /// the view found (`touch.view`); the multiple-touch and exclusive-touch rules decide whether
  /// that view may receive it. Then the observer learns where every touch of the event went.
  func bind(_ event: UIEvent) {
    forEachOwnTouch(of: event) { touch in
      if touch.phase == .began && touch.view == nil { bind(touch, of: event) }
    }
    application?.report(.eventWillDeliver(event))
  }

  /// Hit-tests `touch` from the window and binds it to the view found.
  private func bind(_ touch: UITouch, of event: UIEvent) {
    let details = application?.wantsDetails ?? false
    if details { event.hitTestLog = [] }
    let view = hitTest(touch.location(in: self), with: event)
    if details {
      application?.report(.hitTest(touch, event.hitTestLog ?? []))
      event.hitTestLog = nil
    }
    guard let view else { return }
    let others = activeTouches.filter { $0.isActive }
    touch.view = view
    touch.isFirstTouchForView = !others.contains { $0.view === view }
    touch.deliveryBlock = Self.deliveryBlock(for: view, others: others.filter { $0.deliveryBlock == nil })
    activeTouches.append(touch)
  }

  /// Whether a touch bound to a view reaches the recognizers (R3): every one does but a touch
  /// an exclusive-touch view keeps out. A second finger on a view that is not
  /// `isMultipleTouchEnabled` is kept only from that view's own `touches…` methods; it is still
  /// bound to the view, so the recognizers on it and its ancestors see it (which is why a
  /// two-finger recognizer works on a plain `UIView`), a scroll view's pan and content-touch
  /// delay included ([A:uiview/ismultipletouchenabled]: the view "receives only the first touch").
  static func reachesRecognizers(_ touch: UITouch) -> Bool {
    guard touch.view != nil else { return false }
    switch touch.deliveryBlock {
    case nil, .multipleTouchDisabled?: return true
    case .exclusiveTouchOfThisView?, .exclusiveTouchOfOtherView?: return false
    }
  }

  /// The multiple-touch and exclusive-touch rules for a new touch bound to `view`, given the
  /// other touches down in the window that are delivered:
  ///
  /// - a view that is not `isMultipleTouchEnabled` gets only its first touch (its own
  ///   `touches…` methods; the recognizers still see the others, `reachesRecognizers(_:)`);
  /// - an `isExclusiveTouch` view gets no touch while another view has one;
  /// - while an `isExclusiveTouch` view has a touch, no other view gets one.
  static func deliveryBlock(for view: UIView, others: [UITouch]) -> UITouch.DeliveryBlock? {
    if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) {
      return .multipleTouchDisabled
    }
    if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) {
      return .exclusiveTouchOfThisView
    }
    if let blocker = others.first(where: { $0.view !== view && $0.view?.isExclusiveTouch == true })?.view {
      return .exclusiveTouchOfOtherView(blocker)
    }
    return nil
  }
}
