import Foundation

/// Looks up view geometry for synth targets; implemented on a scene, or on a table in tests.
public protocol SynthTargetResolver {
  /// The view's frame in window coordinates, or nil when there is no view with that id.
  func frame(ofView id: String) -> CGRect?
  /// The thumb centre of a slider in window coordinates, or nil when the view has no thumb.
  func thumbCenter(ofView id: String) -> CGPoint?
  /// Every view id, for "did you mean" suggestions.
  var knownViewIDs: [String] { get }
  /// What hit-testing finds at a window point, or nil when this resolver cannot hit-test (then
  /// synth checks nothing).
  func hit(at point: CGPoint) -> SynthHit?
  /// Whether the view `view` is the view `id` or inside it (a touch on it goes to `id`'s part of
  /// the hierarchy).
  func view(_ view: String, isInside id: String) -> Bool
}

extension SynthTargetResolver {
  /// No suggestions unless the resolver lists its ids.
  public var knownViewIDs: [String] { [] }

  /// No hit-testing: no warnings about points that miss their view.
  public func hit(at point: CGPoint) -> SynthHit? { nil }

  /// Only the view itself.
  public func view(_ view: String, isInside id: String) -> Bool { view == id }
}
