import Foundation

/// Looks up view geometry for synth targets; implemented on a scene, or on a table in tests.
package protocol SynthTargetResolver {
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
  /// Moves the scene on to `time` (firing what falls due on the way), when the resolver replays
  /// as the script is synthesised: the next statement's targets are then found where the replay
  /// has left them (after a drag that scrolled).
  func advance(to time: Double)
  /// Replays a gesture's samples just made, when the resolver replays.
  func replay(_ samples: [TouchSample])
  /// The scroll view still moving after a flick (decelerating, springing back or settling on a
  /// page) that is `view` or holds it, by scene id: a touch there only stops it (M7). Nil when
  /// none is, or when the resolver does not replay.
  func movingScrollView(holding view: String) -> String?
}

extension SynthTargetResolver {
  /// No suggestions unless the resolver lists its ids.
  package var knownViewIDs: [String] { [] }

  /// No hit-testing: no warnings about points that miss their view.
  package func hit(at point: CGPoint) -> SynthHit? { nil }

  /// Only the view itself.
  package func view(_ view: String, isInside id: String) -> Bool { view == id }

  /// A still scene: nothing moves.
  package func advance(to time: Double) {}

  /// A still scene: nothing is replayed.
  package func replay(_ samples: [TouchSample]) {}

  /// A still scene: nothing moves.
  package func movingScrollView(holding view: String) -> String? { nil }
}
