import Testing

@testable import TraceReplay

@Suite("SampleScanner error messages")
struct SampleScannerErrorTests {
  static let cases: [(line: String, rendered: String)] = [
    (
      #"{"t":0,"id":1,"phase":"began","x":"12","y":2}"#,
      """
      login.jsonl:12:35: error: field 'x' must be a number, found a string
      {"t":0,"id":1,"phase":"began","x":"12","y":2}
                                        ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1}"#,
      """
      login.jsonl:12:36: error: missing field 'y'; a sample needs t, id, phase, x and y
      {"t":0,"id":1,"phase":"began","x":1}
                                         ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"move","x":1,"y":2}"#,
      """
      login.jsonl:12:23: error: unknown phase 'move'; expected one of began, moved, \
      stationary, ended, cancelled
      {"t":0,"id":1,"phase":"move","x":1,"y":2}
                            ^
      note: did you mean 'moved'?

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1e999,"y":2}"#,
      """
      login.jsonl:12:35: error: number 1e999 is out of range: it does not fit in a double
      {"t":0,"id":1,"phase":"began","x":1e999,"y":2}
                                        ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1e8,"y":2}"#,
      """
      login.jsonl:12:35: error: field 'x' is out of range: 1e8 (the limit is a magnitude of 1e7 points)
      {"t":0,"id":1,"phase":"began","x":1e8,"y":2}
                                        ^

      """
    ),
    (
      #"{"t":2e9,"id":1,"phase":"began","x":1,"y":2}"#,
      """
      login.jsonl:12:6: error: field 't' is out of range: 2e9 (the limit is 1e9 seconds)
      {"t":2e9,"id":1,"phase":"began","x":1,"y":2}
           ^

      """
    ),
    (
      #"{"t": -0.5, "id":1,"phase":"began","x":1,"y":2}"#,
      """
      login.jsonl:12:7: error: field 't' must be >= 0, found -0.5
      {"t": -0.5, "id":1,"phase":"began","x":1,"y":2}
            ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"tap":0}"#,
      """
      login.jsonl:12:49: error: field 'tap' must be an integer >= 1, found 0
      {"t":0,"id":1,"phase":"began","x":1,"y":2,"tap":0}
                                                      ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"tap":"2"}"#,
      """
      login.jsonl:12:49: error: field 'tap' must be an integer >= 1, found a string
      {"t":0,"id":1,"phase":"began","x":1,"y":2,"tap":"2"}
                                                      ^

      """
    ),
    (
      #"{"t":0,"id":1.0,"phase":"began","x":1,"y":2}"#,
      """
      login.jsonl:12:13: error: field 'id' must be an integer or a string, found 1.0
      {"t":0,"id":1.0,"phase":"began","x":1,"y":2}
                  ^

      """
    ),
    (
      #"{"t":0,"id":true,"phase":"began","x":1,"y":2}"#,
      """
      login.jsonl:12:13: error: field 'id' must be an integer or a string, found true
      {"t":0,"id":true,"phase":"began","x":1,"y":2}
                  ^

      """
    ),
    (
      #"{"t":0,"id":99999999999999999999,"phase":"began","x":1,"y":2}"#,
      """
      login.jsonl:12:13: error: field 'id' is out of range: 99999999999999999999 does not fit \
      in a 64-bit integer
      {"t":0,"id":99999999999999999999,"phase":"began","x":1,"y":2}
                  ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":2,"x":1,"y":2}"#,
      """
      login.jsonl:12:23: error: field 'phase' must be a string, found a number
      {"t":0,"id":1,"phase":2,"x":1,"y":2}
                            ^

      """
    ),
    (
      #"[1, 2]"#,
      """
      login.jsonl:12:1: error: a sample line must be a JSON object; expected '{', found '['
      [1, 2]
      ^

      """
    ),
    (
      #"{"t":0,"id":1"#,
      """
      login.jsonl:12:14: error: expected ',' or '}' after object member, found end of line
      {"t":0,"id":1
                   ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1,"y":2} x"#,
      """
      login.jsonl:12:44: error: expected end of line after the sample object, found 'x'
      {"t":0,"id":1,"phase":"began","x":1,"y":2} x
                                                 ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"x":3}"#,
      """
      login.jsonl:12:43: error: duplicate key 'x'
      {"t":0,"id":1,"phase":"began","x":1,"y":2,"x":3}
                                                ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1,"y":2,}"#,
      """
      login.jsonl:12:43: error: trailing comma: expected a string key after ',', found '}'
      {"t":0,"id":1,"phase":"began","x":1,"y":2,}
                                                ^

      """
    ),
    (
      #"{"t":01,"id":1,"phase":"began","x":1,"y":2}"#,
      """
      login.jsonl:12:6: error: numbers cannot have leading zeros; found '0' followed by a digit
      {"t":01,"id":1,"phase":"began","x":1,"y":2}
           ^

      """
    ),
    (
      #"{"t":NaN,"id":1,"phase":"began","x":1,"y":2}"#,
      """
      login.jsonl:12:6: error: expected a JSON value for field 't', found 'N'
      {"t":NaN,"id":1,"phase":"began","x":1,"y":2}
           ^
      note: NaN and Infinity are not JSON numbers

      """
    ),
    (
      "{\"t\":0,\"id\":\"a\u{01}\",\"phase\":\"began\",\"x\":1,\"y\":2}",
      """
      login.jsonl:12:15: error: control character U+0001 in a string; write it as an escape
      {"t":0,"id":"a\u{FFFD}","phase":"began","x":1,"y":2}
                    ^

      """
    ),
    (
      #"{"t":0,"id":"a\x","phase":"began","x":1,"y":2}"#,
      #"""
      login.jsonl:12:15: error: invalid escape: expected one of \" \\ \/ \b \f \n \r \t \u \#
      after '\', found 'x'
      {"t":0,"id":"a\x","phase":"began","x":1,"y":2}
                    ^

      """#
    ),
    (
      #"{"t":0,"id":"\ud800","phase":"began","x":1,"y":2}"#,
      #"""
      login.jsonl:12:14: error: lone high surrogate \uD800 in a string; expected a \uDC00-\uDFFF after it
      {"t":0,"id":"\ud800","phase":"began","x":1,"y":2}
                   ^

      """#
    ),
    (
      #"{t:0,"id":1,"phase":"began","x":1,"y":2}"#,
      """
      login.jsonl:12:2: error: expected a string key or '}', found 't'
      {t:0,"id":1,"phase":"began","x":1,"y":2}
       ^
      note: object keys must be in double quotes

      """
    ),
    (
      #"{"tracereplay":1,"scene":"a.json"}"#,
      """
      login.jsonl:12:2: error: header must be the first line
      {"tracereplay":1,"scene":"a.json"}
       ^
      note: only the first non-blank line may be a {"tracereplay": 1, ...} header

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":[[[1]]}"#,
      """
      login.jsonl:12:53: error: expected ',' or ']' after array element, found '}'
      {"t":0,"id":1,"phase":"began","x":1,"y":2,"z":[[[1]]}
                                                          ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"force":-1}"#,
      """
      login.jsonl:12:51: error: field 'force' must be >= 0, found -1
      {"t":0,"id":1,"phase":"began","x":1,"y":2,"force":-1}
                                                        ^

      """
    ),
    (
      #"{"t":0,"id":1,"phase":"began","x":1.,"y":2}"#,
      """
      login.jsonl:12:37: error: expected a digit after '.', found ','
      {"t":0,"id":1,"phase":"began","x":1.,"y":2}
                                          ^

      """
    ),
  ]

  @Test("each error renders as file:line:col, message, source line and caret", arguments: cases)
  func message(_ line: String, _ rendered: String) {
    #expect(ReadingTestSupport.scanError(line) == rendered)
  }

  @Test("a string id longer than 256 bytes is rejected, one of 256 is accepted")
  func longID() {
    let long = String(repeating: "a", count: 257)
    let fine = String(repeating: "a", count: 256)

    let error = ReadingTestSupport.scanError(#"{"t":0,"id":"\#(long)","phase":"began","x":1,"y":2}"#)
    let ok = ReadingTestSupport.scanError(#"{"t":0,"id":"\#(fine)","phase":"began","x":1,"y":2}"#)

    #expect(error.hasPrefix("login.jsonl:12:13: error: field 'id' is longer than 256 bytes\n"))
    #expect(ok == "accepted")
  }

  @Test("nesting deeper than the limit inside an unknown key is rejected with its own message")
  func depthLimit() {
    var scanner = SampleScanner(maxDepth: 4)
    let line = #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":[[[[1]]]]}"#

    let result = Result { () throws(Diagnostic) in try scanner.scan(line) }

    #expect(throws: Never.self) {
      try scanner.scan(#"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":[[[1]]]}"#)
    }
    if case .failure(let error) = result {
      #expect(error.message == "nesting is deeper than 4 levels, the limit")
    } else {
      Issue.record("accepted \(line)")
    }
  }

  @Test("fields read in any order with optional tap, force, radius and string ids")
  func readsFields() throws {
    var scanner = SampleScanner()

    let sample = try scanner.scan(
      #" { "radius" : 3.5, "y":301.0,"phase":"moved","x":124.5,"tap":2,"force":0.25,"id":"thumb","#
        + #""t":0.016 } "#,
      line: 7)

    #expect(
      sample
        == TouchSample(
          t: 0.016, id: .string("thumb"), phase: .moved, x: 124.5, y: 301.0, tap: 2, force: 0.25,
          radius: 3.5, line: 7))
  }

  @Test("negative zero and escaped keys read as JSON says")
  func negativeZero() throws {
    var scanner = SampleScanner()

    let sample = try scanner.scan(#"{"t":0,"id":-3,"phase":"ended","\u0078":-0.0,"y":-0}"#)

    #expect(sample.x.bitPattern == (-0.0).bitPattern)
    #expect(sample.y.bitPattern == (-0.0).bitPattern)
    #expect(sample.id == .int(-3))
  }
}
