import Foundation
import UIKitModel

/// Synth scripts name views by their scene ids; frames and thumbs are in window coordinates.
extension BuiltScene: SynthTargetResolver {
  /// The frame of the view `id` in window coordinates, or nil when the scene has no such view.
  package func frame(ofView id: String) -> CGRect? {
    frameInWindow(of: id)
  }

  /// The thumb centre of the slider `id` in window coordinates, or nil when it is not a slider.
  package func thumbCenter(ofView id: String) -> CGPoint? {
    guard let slider = responders[id] as? UISlider else { return nil }
    return slider.convert(slider.thumbCenter, to: nil)
  }

  /// The scene's view ids in declaration order (controllers are left out: they have no frame).
  package var knownViewIDs: [String] {
    orderedIDs.filter { responders[$0] is UIView }
  }

  /// What the window's hit-test finds at `point` (window coordinates).
  package func hit(at point: CGPoint) -> SynthHit? {
    guard window.bounds.contains(point) else { return .outsideWindow }
    guard let view = window.hitTest(point, with: nil) else { return .nothing }
    return id(of: view).map { .view($0) } ?? .nothing
  }

  /// Whether `view` is the view `id` or one of its subviews, at any depth.
  package func view(_ view: String, isInside id: String) -> Bool {
    if view == id { return true }
    guard let ancestor = responders[id] as? UIView else { return false }
    if let found = responders[view] as? UIView { return found.isDescendant(of: ancestor) }
    return view.hasPrefix(id + "/")
  }

  /// The nearest scroll view in motion that is the view `view` or holds it (M7: a touch there
  /// only stops it), by scene id.
  package func movingScrollView(holding view: String) -> String? {
    var current = responders[view] as? UIView
    while let candidate = current {
      if let scrollView = candidate as? UIScrollView, scrollView.isDecelerating { return id(of: scrollView) }
      current = candidate.superview
    }
    return nil
  }
}
