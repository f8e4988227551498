import Foundation

/// Looks up view geometry for synth targets; implemented on a scene, or on a table in tests.
public protocol SynthTargetResolver {
  /// The view's frame in window coordinates, or nil when there is no view with that id.
  func frame(ofView id: String) -> CGRect?
  /// The thumb centre of a slider in window coordinates, or nil when the view has no thumb.
  func thumbCenter(ofView id: String) -> CGPoint?
  /// Every view id, for "did you mean" suggestions.
  var knownViewIDs: [String] { get }
}

extension SynthTargetResolver {
  /// No suggestions unless the resolver lists its ids.
  public var knownViewIDs: [String] { [] }
}
