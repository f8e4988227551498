import Foundation

extension UIView {
  /// The recognizers attached to the view, in the order they were added; nil when none.
  /// Setting it replaces them.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
    set {
      for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` to the view (moving it from another view), after the others.
  /// A touch already down does not reach it; the next touch does (G2).
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
    guard !gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
    gestureRecognizerStorage.append(gestureRecognizer)
    gestureRecognizer.attachedView = self
  }

  /// Detaches `gestureRecognizer`.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
    gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.attachedView = nil
  }

  /// A stock control's `gestureRecognizerShouldBegin(_:)` answer: false when `refuses`, noting
  /// on the recognizer that `stockClass`'s `rule` refused it, so that its failure names them
  /// (`GestureFailure.refusedByView`).
  func answer(
    _ gestureRecognizer: UIGestureRecognizer, as stockClass: String, rule: ControlVeto.Rule, refuses: Bool
  ) -> Bool {
    if refuses { gestureRecognizer.notedVeto = ControlVeto(stockClass: stockClass, rule: rule) }
    return !refuses
  }

  /// Whether `gestureRecognizer` is a one-finger single tap attached to another view: the
  /// recognizer UIButton, UIStepper, UIPageControl, UISwitch and UISegmentedControl refuse in
  /// `gestureRecognizerShouldBegin(_:)`, so that the control wins (G6, R7).
  func isForeignSingleTap(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self else { return false }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
  }
}

extension UIControl {
  /// Whether `gestureRecognizer` is a pan or swipe attached to another view whose touch began in
  /// `thumb` (bounds coordinates) and moves mostly along the control's width: what UISlider and
  /// UISwitch refuse (R7, G6).
  func isForeignDragAlongThumb(_ gestureRecognizer: UIGestureRecognizer, thumb: CGRect) -> Bool {
    guard gestureRecognizer.view !== self,
      gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer
    else { return false }
    guard let touch = gestureRecognizer.trackedTouches.first(where: { $0.view === self }) else {
      return false
    }
    let start = convert(touch.initialLocationInWindow, from: nil)
    guard thumb.containsHalfOpen(start) else { return false }
    let dx = abs(touch.locationInWindow.x - touch.initialLocationInWindow.x)
    let dy = abs(touch.locationInWindow.y - touch.initialLocationInWindow.y)
    return dx >= dy
  }
}
