import Foundation
import UIKitModel

/// The scene's geometry as the explainer needs it: frames in window coordinates, distances to a
/// control's bounds and touch area, ancestry by scene id.
struct ExplainGeometry {
  let scene: BuiltScene
  let margin: Double

  init(scene: BuiltScene) {
    self.scene = scene
    self.margin = Double(scene.application.configuration.touchInsideMargin)
  }

  func view(_ id: String?) -> UIView? {
    guard let id else { return nil }
    return scene.responder(named: id) as? UIView
  }

  /// Whether the view named `id` is `ancestor` or lies inside it.
  func isSelfOrDescendant(_ id: String?, of ancestor: String) -> Bool {
    guard let target = view(ancestor) else { return false }
    var current = view(id)
    while let view = current {
      if view === target { return true }
      current = view.superview
    }
    return false
  }

  /// The scene ids of the view's ancestors, nearest first (the window included).
  func ancestors(of id: String) -> [String] {
    var result: [String] = []
    var current = view(id)?.superview
    while let view = current {
      if let name = scene.id(of: view) { result.append(name) }
      current = view.superview
    }
    return result
  }

  /// A window point in the bounds coordinates of the view named `id`.
  func local(_ x: Double, _ y: Double, in id: String) -> CGPoint? {
    guard let view = view(id) else { return nil }
    return view.convert(CGPoint(x: x, y: y), from: nil)
  }

  /// The view's bounds in window coordinates.
  func frame(_ id: String) -> CGRect? {
    scene.frameInWindow(of: id)
  }

  /// Whether the window point is inside the view's frame (half-open, as hit-testing counts).
  func contains(_ id: String, _ x: Double, _ y: Double) -> Bool {
    frame(id)?.containsHalfOpen(CGPoint(x: x, y: y)) ?? false
  }

  /// How far the point lies outside `rect` (0 when inside), rounded to a tenth of a point.
  static func distance(_ x: Double, _ y: Double, outside rect: CGRect) -> Double {
    let dx = max(Double(rect.minX) - x, 0, x - Double(rect.maxX))
    let dy = max(Double(rect.minY) - y, 0, y - Double(rect.maxY))
    return ((dx * dx + dy * dy).squareRoot() * 10).rounded() / 10
  }

  /// Where a window point is against the control's bounds and touch area.
  func touchArea(of control: String, x: Double, y: Double) -> TouchArea? {
    guard let frame = frame(control), let view = view(control) else { return nil }
    let grown = frame.insetBy(dx: -CGFloat(margin), dy: -CGFloat(margin))
    let local = view.convert(CGPoint(x: x, y: y), from: nil)
    let pointInside = view.point(inside: local, with: nil)
    return TouchArea(
      x: x, y: y, localX: Double(local.x), localY: Double(local.y),
      outsideBounds: Self.distance(x, y, outside: frame),
      outsideTouchArea: Self.distance(x, y, outside: grown),
      inBounds: frame.containsHalfOpen(CGPoint(x: x, y: y)),
      inTouchArea: grown.containsHalfOpen(CGPoint(x: x, y: y)) || pointInside,
      pointInside: pointInside, margin: margin)
  }

  /// The edge of the view's bounds (grown by `grown` points, as a touch area is) nearest to the
  /// window point, as the scene is now: the point is taken into the view's own coordinates
  /// through its transform and its scroll views' offsets, as hit-testing and the touch-inside
  /// test take it, and the distance is given back in window points (times the view's scale).
  /// `inside` is half-open, as hit-testing counts.
  ///
  /// `crossable` leaves out, for a point inside, the edges that lie on the window's own edge or
  /// past it: a finger on the glass cannot leave the view through them (nil when no edge is
  /// left).
  func edge(of id: String, x: Double, y: Double, grown: Double = 0, crossable: Bool = false) -> Edge? {
    guard let view = view(id), let window = view.window else { return nil }
    let bounds = view.bounds.insetBy(dx: -CGFloat(grown), dy: -CGFloat(grown))
    let local = view.convert(CGPoint(x: x, y: y), from: nil)
    let origin = view.convert(CGPoint.zero, to: nil)
    let unitX = view.convert(CGPoint(x: 1, y: 0), to: nil)
    let scale = Double(hypot(unitX.x - origin.x, unitX.y - origin.y))
    var onGlass: Set<String> = []
    if crossable {
      // Axis-aligned views only: the corners in the window give the edges' places.
      let topLeft = view.convert(CGPoint(x: bounds.minX, y: bounds.minY), to: nil)
      let bottomRight = view.convert(CGPoint(x: bounds.maxX, y: bounds.maxY), to: nil)
      let bottomLeft = view.convert(CGPoint(x: bounds.minX, y: bounds.maxY), to: nil)
      if bottomLeft.x == topLeft.x && topLeft.x < bottomRight.x && topLeft.y < bottomRight.y {
        let glass = window.bounds
        if topLeft.x <= glass.minX { onGlass.insert("left edge") }
        if topLeft.y <= glass.minY { onGlass.insert("top edge") }
        if bottomRight.x >= glass.maxX { onGlass.insert("right edge") }
        if bottomRight.y >= glass.maxY { onGlass.insert("bottom edge") }
      }
    }
    return Edge(Double(local.x), Double(local.y), in: bounds, scale: scale, excluding: onGlass)
  }

  /// Whether hit-testing can carry a window point down to the view: every view above it (the
  /// window excepted) has the point inside (`point(inside:with:)`); hit-testing visits no
  /// subtree whose view the point is outside, whether or not it clips.
  func reaches(_ id: String, x: Double, y: Double) -> Bool {
    var current = view(id)?.superview
    while let ancestor = current, !(ancestor is UIWindow) {
      if !ancestor.point(inside: ancestor.convert(CGPoint(x: x, y: y), from: nil), with: nil) { return false }
      current = ancestor.superview
    }
    return true
  }

  /// Whether hit-testing can reach the view now: it and every view above it are visible (not
  /// hidden, alpha 0.01 or more), take touches (`isUserInteractionEnabled`, not being animated
  /// without `.allowUserInteraction`), and a control among them is enabled; the rule of
  /// `UIView.hitTest(_:with:)` (docs/model.md), read from the properties it reads.
  func takesTouches(_ id: String) -> Bool {
    var current = view(id)
    guard current?.window != nil else { return false }
    while let view = current, !(view is UIWindow) {
      if view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled
        || view.isAnimatingWithoutUserInteraction || (view as? UIControl)?.isEnabled == false
      {
        return false
      }
      current = view.superview
    }
    return true
  }

  /// The nearest edge of a rectangle to a point: how far (window points, to a tenth), which edge,
  /// and whether the point is inside.
  struct Edge: Equatable {
    var distance: Double
    /// `top edge`, `left edge`, `top-left corner` (outside, diagonally).
    var name: String
    var inside: Bool

    /// The edge of `rect` nearest to (`x`, `y`), both in one view's coordinates, with distances
    /// multiplied by `scale` into window points; `excluding` names edges (`left edge`) a point
    /// inside is not measured to (nil when none is left).
    init?(_ x: Double, _ y: Double, in rect: CGRect, scale: Double = 1, excluding: Set<String> = []) {
      let (minX, maxX) = (Double(rect.minX), Double(rect.maxX))
      let (minY, maxY) = (Double(rect.minY), Double(rect.maxY))
      if rect.containsHalfOpen(CGPoint(x: x, y: y)) {
        let edges = [
          ("left edge", x - minX), ("right edge", maxX - x), ("top edge", y - minY),
          ("bottom edge", maxY - y),
        ].filter { !excluding.contains($0.0) }
        guard let nearest = edges.min(by: { $0.1 < $1.1 }) else { return nil }
        self.init(distance: Self.tenth(nearest.1 * scale), name: nearest.0, inside: true)
        return
      }
      let vertical = y < minY ? "top" : y >= maxY ? "bottom" : nil
      let horizontal = x < minX ? "left" : x >= maxX ? "right" : nil
      let name: String
      switch (vertical, horizontal) {
      case (let v?, let h?): name = "\(v)-\(h) corner"
      case (let v?, nil): name = "\(v) edge"
      case (nil, let h?): name = "\(h) edge"
      case (nil, nil): name = "edge"
      }
      let dx = max(minX - x, 0, x - maxX)
      let dy = max(minY - y, 0, y - maxY)
      self.init(distance: Self.tenth((dx * dx + dy * dy).squareRoot() * scale), name: name, inside: false)
    }

    init(distance: Double, name: String, inside: Bool) {
      self.distance = distance
      self.name = name
      self.inside = inside
    }

    static func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }
  }

  /// A point against a control's bounds and its touch area (bounds grown by the margin).
  struct TouchArea {
    var x: Double
    var y: Double
    var localX: Double
    var localY: Double
    var outsideBounds: Double
    var outsideTouchArea: Double
    var inBounds: Bool
    var inTouchArea: Bool
    /// What the control's `point(inside:with:)` answers.
    var pointInside: Bool
    var margin: Double
  }
}
