import Foundation

/// A resolver backed by dictionaries: for tests and for scripts that only use fixed frames.
package struct SynthFrameTable: SynthTargetResolver, Sendable {
  package var frames: [String: CGRect]
  package var thumbs: [String: CGPoint]

  package init(frames: [String: CGRect] = [:], thumbs: [String: CGPoint] = [:]) {
    self.frames = frames
    self.thumbs = thumbs
  }

  /// The frame stored for `id`.
  package func frame(ofView id: String) -> CGRect? { frames[id] }

  /// The thumb centre stored for `id`.
  package func thumbCenter(ofView id: String) -> CGPoint? { thumbs[id] }

  /// The stored ids.
  package var knownViewIDs: [String] { Array(frames.keys) }
}
