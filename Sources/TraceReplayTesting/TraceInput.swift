import TraceReplay

/// The touches a test replays: a trace file, JSON Lines text, or samples built in code.
public struct TraceInput: Sendable {
  enum Source: Sendable {
    case file(String)
    case text(String)
    case samples([TouchSample])
  }

  let source: Source

  /// A trace file; a relative path is resolved against the folder of the test file.
  public static func file(_ path: String) -> TraceInput { TraceInput(source: .file(path)) }

  /// A trace as JSON Lines text (a header is optional when the scene is given).
  public static func jsonl(_ text: String) -> TraceInput { TraceInput(source: .text(text)) }

  /// Samples built in code, replayed in order.
  public static func samples(_ samples: [TouchSample]) -> TraceInput { TraceInput(source: .samples(samples)) }

  /// A tap: `began` then `ended` at the same point, `duration` seconds apart, starting at `time`.
  public static func tap(
    x: Double, y: Double, at time: Double = 0, duration: Double = 0.08, id: TouchID = .int(1)
  ) -> TraceInput {
    .samples([
      TouchSample(t: time, id: id, phase: .began, x: x, y: y),
      TouchSample(t: time + duration, id: id, phase: .ended, x: x, y: y),
    ])
  }

  /// A name for messages.
  var name: String {
    switch source {
    case .file(let path): path
    case .text: "<jsonl>"
    case .samples: "<samples>"
    }
  }
}
