extension GoldenCheck.Result {
  /// The result for a JSON Lines file a folder search met that is not a trace (`TraceProbe`):
  /// skipped, and said so.
  package static func notATrace(_ path: String) -> GoldenCheck.Result {
    GoldenCheck.Result(
      trace: path, golden: GoldenCheck.goldenPath(forTrace: path, format: .text), format: .text,
      status: .skipped, message: "not a trace: its first line is neither a header nor a touch sample")
  }
}
