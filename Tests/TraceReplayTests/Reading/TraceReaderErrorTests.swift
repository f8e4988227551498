import Testing

@testable import TraceReplay

@Suite("TraceReader error messages")
struct TraceReaderErrorTests {
  typealias S = ReadingTestSupport

  static let cases: [(name: String, trace: String, rendered: String)] = [
    (
      "time going backwards",
      [
        S.sample(0.1, 1, "began"), S.sample(0.2, 1, "moved"), S.sample(0.3, 1, "moved"),
        S.sample(0.6, 1, "moved"), S.sample(0.5, 1, "ended"),
      ].joined(separator: "\n"),
      """
      touch.jsonl:5:6: error: time goes backwards: 0.5 after 0.6 on line 4
      {"t":0.5,"id":1,"phase":"ended","x":10.0,"y":20.0}
           ^

      """
    ),
    (
      "a sample for a touch that is not down",
      [S.sample(0, 1, "began"), S.sample(0.1, 2, "moved")].joined(separator: "\n"),
      """
      touch.jsonl:2:25: error: moved for touch 2, which is not down
      {"t":0.1,"id":2,"phase":"moved","x":10.0,"y":20.0}
                              ^

      """
    ),
    (
      "a second began while down",
      [S.sample(0, 1, "began"), S.sample(0.1, 1, "began")].joined(separator: "\n"),
      """
      touch.jsonl:2:25: error: began for touch 1, which is already down since line 1
      {"t":0.1,"id":1,"phase":"began","x":10.0,"y":20.0}
                              ^

      """
    ),
    (
      "ended twice",
      [S.sample(0, 1, "began"), S.sample(0.1, 1, "ended"), S.sample(0.2, 1, "ended")]
        .joined(separator: "\n"),
      """
      touch.jsonl:3:25: error: ended for touch 1, which already ended on line 2
      {"t":0.2,"id":1,"phase":"ended","x":10.0,"y":20.0}
                              ^

      """
    ),
    (
      "the same id twice in one event",
      [S.sample(0, 1, "began"), S.sample(0.1, 1, "moved"), S.sample(0.1, 1, "ended")]
        .joined(separator: "\n"),
      """
      touch.jsonl:3:15: error: touch 1 appears twice at t=0.1 (first on line 2); one event \
      carries each touch once
      {"t":0.1,"id":1,"phase":"ended","x":10.0,"y":20.0}
                    ^

      """
    ),
    (
      "a touch never ended",
      ["", S.sample(0, 2, "began"), S.sample(0, 1, "began"), S.sample(0.1, 2, "ended")]
        .joined(separator: "\n"),
      """
      touch.jsonl:3:25: error: touch 1 began on line 3 is never ended or cancelled
      {"t":0.0,"id":1,"phase":"began","x":10.0,"y":20.0}
                              ^
      note: every touch that begins must end with an 'ended' or 'cancelled' sample

      """
    ),
    (
      "a newer format version",
      #"{"tracereplay": 2, "scene": "a.scene.json"}"#,
      """
      touch.jsonl:1:17: error: unsupported trace format version 2; this tracereplay reads version 1
      {"tracereplay": 2, "scene": "a.scene.json"}
                      ^

      """
    ),
    (
      "a version that is not an integer",
      #"{"tracereplay": "1"}"#,
      """
      touch.jsonl:1:17: error: field 'tracereplay' must be the format version 1, found a string
      {"tracereplay": "1"}
                      ^

      """
    ),
    (
      "a scene that is neither a path nor an object",
      "\n\n" + #"{"tracereplay": 1, "scene": 3}"#,
      """
      touch.jsonl:3:29: error: field 'scene' must be a path string or a scene object, found a number
      {"tracereplay": 1, "scene": 3}
                                  ^

      """
    ),
    (
      "a malformed header",
      #"{"tracereplay": 1, "scene": "a.json",}"#,
      """
      touch.jsonl:1:38: error: trailing comma: expected a string key after ',', found '}'
      {"tracereplay": 1, "scene": "a.json",}
                                           ^

      """
    ),
    (
      "a header after the first line",
      S.sample(0, 1, "began") + "\n" + #"{"tracereplay": 1}"#,
      """
      touch.jsonl:2:2: error: header must be the first line
      {"tracereplay": 1}
       ^
      note: only the first non-blank line may be a {"tracereplay": 1, ...} header

      """
    ),
    (
      "an empty file",
      "",
      """
      touch.jsonl: error: empty trace: no samples

      """
    ),
    (
      "a file with only a header and blank lines",
      #"{"tracereplay": 1}"# + "\n\n  \r\n",
      """
      touch.jsonl: error: empty trace: no samples

      """
    ),
    (
      "a line that is not an object",
      S.sample(0, 1, "began") + "\n" + "hello",
      """
      touch.jsonl:2:1: error: a sample line must be a JSON object; expected '{', found 'h'
      hello
      ^

      """
    ),
  ]

  @Test("each reader error renders whole", arguments: cases)
  func message(_ name: String, _ trace: String, _ rendered: String) {
    #expect(S.readError(trace) == rendered, "\(name)")
  }

  @Test("more fingers down than the limit is an error with its own message")
  func fingerLimit() {
    let trace = (1...3).map { S.sample(0, $0, "began") }.joined(separator: "\n")

    let rendered = S.readError(trace, options: TraceReadOptions(maxFingers: 2))

    #expect(
      rendered == """
        touch.jsonl:3:15: error: too many touches down at once: touch 3 would be number 3; the limit is 2
        {"t":0.0,"id":3,"phase":"began","x":10.0,"y":20.0}
                      ^

        """)
  }

  @Test("a NUL byte makes it a binary file")
  func binary() {
    let bytes: [UInt8] = Array("{\"t\":0}\n{\"a\"".utf8) + [0, 1, 2]

    #expect(
      S.readError(bytes: bytes) == """
        touch.jsonl:2:5: error: binary file: found a NUL byte; a trace is UTF-8 text
        {"a"\u{FFFD}\u{FFFD}\u{FFFD}
            ^

        """)
  }

  @Test("invalid UTF-8 is reported as such, even in lenient mode")
  func notUTF8() {
    let bytes: [UInt8] =
      Array(#"{"t":0,"id":"a"#.utf8) + [0xFF] + Array(#"","phase":"began","x":1,"y":2}"#.utf8)

    let strict = S.readError(bytes: bytes)
    let lenient = S.readError(bytes: bytes, options: TraceReadOptions(lenient: true))

    #expect(strict.hasPrefix("touch.jsonl:1:15: error: file is not UTF-8: invalid byte 0xFF\n"))
    #expect(lenient == strict)
  }

  @Test("a line longer than the limit has its own message")
  func lineTooLong() {
    let trace = S.sample(0, 1, "began") + "\n" + String(repeating: " ", count: 100) + "\n"

    let rendered = S.readError(trace, options: TraceReadOptions(maxLineLength: 64))

    #expect(rendered == "touch.jsonl:2:65: error: line is longer than 64 bytes, the limit\n")
  }

  @Test("a directory cannot be read, and says so")
  func directory() {
    #expect(throws: Diagnostic(file: "/tmp", message: "cannot read trace: Is a directory")) {
      _ = try TraceReader(path: "/tmp")
    }
  }

  @Test("a missing file names the file and the reason")
  func missingFile() {
    #expect(
      throws: Diagnostic(
        file: "/nonexistent/x.jsonl", message: "cannot open trace: No such file or directory")
    ) {
      _ = try TraceReader(path: "/nonexistent/x.jsonl")
    }
  }
}
