import Foundation

/// A resolver backed by dictionaries: for tests and for scripts that only use fixed frames.
public struct SynthFrameTable: SynthTargetResolver, Sendable {
  public var frames: [String: CGRect]
  public var thumbs: [String: CGPoint]

  public init(frames: [String: CGRect] = [:], thumbs: [String: CGPoint] = [:]) {
    self.frames = frames
    self.thumbs = thumbs
  }

  /// The frame stored for `id`.
  public func frame(ofView id: String) -> CGRect? { frames[id] }

  /// The thumb centre stored for `id`.
  public func thumbCenter(ofView id: String) -> CGPoint? { thumbs[id] }

  /// The stored ids.
  public var knownViewIDs: [String] { Array(frames.keys) }
}
