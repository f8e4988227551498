@testable import TraceReplay

/// Helpers shared by the reading tests.
enum ReadingTestSupport {
  /// The rendered error for one sample line scanned as line 12 of `login.jsonl`, or `accepted`.
  static func scanError(_ line: String) -> String {
    var scanner = SampleScanner()
    do {
      _ = try scanner.scan(line, file: "login.jsonl", line: 12)
      return "accepted"
    } catch {
      return error.rendered()
    }
  }

  /// Reads a whole trace held in a string, returning its groups.
  static func groups(
    _ text: String, name: String = "touch.jsonl", options: TraceReadOptions = TraceReadOptions()
  ) throws(Diagnostic) -> [SampleGroup] {
    var reader = try TraceReader(bytes: Array(text.utf8), name: name, options: options)
    var result: [SampleGroup] = []
    while let group = try reader.nextGroup() { result.append(group) }
    return result
  }

  /// The rendered error reading a whole trace, or `accepted`.
  static func readError(
    _ text: String, options: TraceReadOptions = TraceReadOptions()
  ) -> String {
    readError(bytes: Array(text.utf8), options: options)
  }

  /// The rendered error reading a whole trace given as bytes, or `accepted`.
  static func readError(bytes: [UInt8], options: TraceReadOptions = TraceReadOptions()) -> String {
    do {
      var reader = try TraceReader(bytes: bytes, name: "touch.jsonl", options: options)
      while try reader.nextGroup() != nil {}
      return "accepted"
    } catch {
      return error.rendered()
    }
  }

  /// A sample line.
  static func sample(_ t: Double, _ id: Int, _ phase: String, x: Double = 10, y: Double = 20) -> String {
    #"{"t":\#(t),"id":\#(id),"phase":"\#(phase)","x":\#(x),"y":\#(y)}"#
  }
}
