extension TraceHeader {
  /// Where the header says the scene is.
  package enum SceneReference: Sendable, Equatable {
    /// A path as written in the header (relative to the trace's folder), and where it was written.
    case path(String, SourcePosition)
    /// An inline scene object, with positions relative to the trace file.
    case inline(JSONNode)
  }
}
