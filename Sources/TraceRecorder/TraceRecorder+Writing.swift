import Foundation

extension TraceRecorder {
  /// The trace: a header with the scene inline (and the capture's notes, if any, under the
  /// header's `comment`, which replays ignore), then one line per sample. Deterministic: the
  /// same recording always gives the same text.
  public var traceText: String {
    var header: [RecordedJSON.Member] = [.init(key: "tracereplay", value: .number(1))]
    if let scene { header.append(.init(key: "scene", value: scene)) }
    if !notes.isEmpty {
      let comment = RecordedJSON.object([
        .init(key: "recorderNotes", value: .array(notes.map { .string($0) }))
      ])
      header.append(.init(key: "comment", value: comment))
    }
    var out = RecordedJSON.object(header).text + "\n"
    for sample in samples { out += sample.line + "\n" }
    return out
  }

  /// Writes `traceText` to `path`, replacing the file atomically (a temporary file renamed over it).
  public func write(toFile path: String) throws {
    try Data(traceText.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
