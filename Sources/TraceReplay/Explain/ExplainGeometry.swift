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
