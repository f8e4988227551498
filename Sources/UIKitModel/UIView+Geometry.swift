import Foundation

extension UIView {
  /// Converts `point` from this view's bounds coordinates to `view`'s (nil: the window's).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    let offset = view.rootOffset()
    return CGPoint(x: inRoot.x - offset.x, y: inRoot.y - offset.y)
  }

  /// Converts `point` from `view`'s bounds coordinates (nil: the window's) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    let offset = rootOffset()
    return CGPoint(x: inRoot.x - offset.x, y: inRoot.y - offset.y)
  }

  /// Converts `rect` from this view's bounds coordinates to `view`'s (nil: the window's).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts `rect` from `view`'s bounds coordinates (nil: the window's) to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// `pointInRoot(.zero)`, the same bits: every location in a view (`UITouch.location(in:)`)
  /// subtracts it, so it is kept once found (`keptRootOffset`) when the walk read only UIView's
  /// own storage, that is when each view it added the offset of is of a stock class
  /// (`hitTestsAsStock`). A change of frame, bounds or superview of any view the walk visited
  /// forgets it (`forgetRootOffsets()`); with any other class on the way, whose `frame` or
  /// `bounds` may answer anything, it is found anew each time.
  func rootOffset() -> CGPoint {
    if let kept = keptRootOffset { return kept }
    return findRootOffset()
  }

  @inline(never)
  private func findRootOffset() -> CGPoint {
    let offset = pointInRoot(.zero)
    // The walk again, for whether it read only stock views (the top adds nothing, so its class
    // does not matter); each view visited is marked, so that a change to it forgets the offset.
    var view = Unmanaged.passUnretained(self)
    var stock = true
    while true {
      let next = view._withUnsafeGuaranteedRef { view -> Unmanaged<UIView>? in
        guard !view.isWindow, let parent = view.superviewReference else { return nil }
        if !view.hitTestsAsStock { stock = false }
        return parent
      }
      guard let next else { break }
      view = next
    }
    guard stock else { return offset }
    view = Unmanaged.passUnretained(self)
    while true {
      let next = view._withUnsafeGuaranteedRef { view -> Unmanaged<UIView>? in
        view.rootOffsetsKeptBelow = true
        return view.isWindow ? nil : view.superviewReference
      }
      guard let next else { break }
      view = next
    }
    keptRootOffset = offset
    return offset
  }

  /// Forgets the root offsets kept by this view and the views below it: its frame, bounds or
  /// superview changed. Views that keep none below them are not visited.
  func forgetRootOffsets() {
    guard rootOffsetsKeptBelow else { return }
    rootOffsetsKeptBelow = false
    keptRootOffset = nil
    for subview in subviews { subview.forgetRootOffsets() }
  }

  /// `point` in the coordinates of the top of this view's hierarchy: the window's, when the view
  /// is in one. Each level adds the frame origin and subtracts the bounds origin.
  func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    // The walk holds no references of its own: each view is kept alive by its superview (and
    // this one by the caller), so retaining each one visited would only cost time.
    var next = Self.addOffset(of: self, to: &result)
    while let view = next {
      next = view._withUnsafeGuaranteedRef { Self.addOffset(of: $0, to: &result) }
    }
    return result
  }

  /// Adds `view`'s offset in its superview to `point` and returns the superview, unretained;
  /// at the top of the hierarchy (a window, or a view without a superview) adds nothing and
  /// returns nil.
  @inline(__always)
  private static func addOffset(of view: UIView, to point: inout CGPoint) -> Unmanaged<UIView>? {
    guard !view.isWindow, let parent = view.superviewReference else { return nil }
    let frame = view.geometryFrame
    let bounds = view.geometryBounds
    point.x += frame.origin.x - bounds.origin.x
    point.y += frame.origin.y - bounds.origin.y
    return parent
  }
}
