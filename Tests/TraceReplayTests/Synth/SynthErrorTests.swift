import Testing

@testable import TraceReplay

@Suite("Synthesizer errors")
struct SynthErrorTests {
  @Test(
    "each mistake is reported at its token with a whole message",
    arguments: [
      ("drag ok -> card over fast", 1, 22, "expected a duration like 0.3s after 'over', found 'fast'"),
      (
        "tap", 1, 4, "expected a target (a view id or a point like (120, 300)) after 'tap', found end of line"
      ),
      ("tapp ok", 1, 1, "unknown gesture 'tapp'"),
      ("tap ok\ntap volum", 2, 5, "unknown view 'volum'"),
      ("tap volum.thumb", 1, 5, "unknown view 'volum'"),
      ("tap card.thumb", 1, 5, "view 'card' has no thumb (only sliders do)"),
      (
        "tap ok.middle", 1, 5,
        "unknown anchor 'middle' on view 'ok'; expected one of 'center', 'left', "
          + "'right', 'top', 'bottom', 'topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'thumb'"
      ),
      (
        "tap ok.left @ (0.5, 0.5)", 1, 5,
        "'@' applies to a view's bounds, not to 'ok.left'; write 'ok @ (x, y)'"
      ),
      ("tap (1, 2) @ (0.5, 0.5)", 1, 12, "'@' needs a view id before it, like 'card @ (0.25, 0.5)'"),
      ("tap ok @ (1.5, 0)", 1, 10, "relative position after '@' must be between 0 and 1, like (0.25, 0.5)"),
      ("tap (1 2)", 1, 8, "expected ',' between the two numbers of a point, found '2'"),
      ("tap (1, 2", 1, 10, "expected ')' to close the point, found end of line"),
      ("tap (a, 2)", 1, 6, "expected a number in the point, found 'a'"),
      ("tap ok ok", 1, 8, "expected ';' or a new line after the statement, found 'ok'"),
      ("drag ok", 1, 8, "expected '->' and a target after the drag's start, found end of line"),
      (
        "drag ok -> card ease bouncy", 1, 22,
        "expected an easing ('linear', 'in', 'out', 'in-out') after 'ease', found 'bouncy'"
      ),
      (
        "swipe ok sideways", 1, 10,
        "expected a direction ('left', 'right', 'up', 'down') after 'swipe TARGET', found 'sideways'"
      ),
      ("swipe ok left by -5", 1, 18, "distance '-5' after 'by' must be more than 0"),
      ("swipe ok left by far", 1, 18, "expected a distance in points like 200 after 'by', found 'far'"),
      ("pinch ok wide", 1, 10, "expected 'in' or 'out' after 'pinch TARGET', found 'wide'"),
      ("wait", 1, 5, "expected a duration like 0.3s after 'wait', found end of line"),
      ("wait -1s", 1, 6, "duration '-1s' after 'wait' must be between 0s and 86400s"),
      ("long-press ok for 0s", 1, 19, "duration '0s' after 'for' must be more than 0s and at most 86400s"),
      ("rate 0", 1, 6, "expected a sample rate in Hz like 60 or 120 after 'rate', found '0'"),
      ("rate 59.5", 1, 6, "expected a sample rate in Hz like 60 or 120 after 'rate', found '59.5'"),
      ("wait 3min", 1, 7, "unknown unit 'min' in '3min'; use 's' or 'ms' for a duration, 'pt/s' for a speed"),
      ("wait 1.2.3", 1, 6, "'1.2.3' is not a number"),
      (
        "tap (1e999, 0)", 1, 7,
        "unknown unit 'e999' in '1e999'; use 's' or 'ms' for a duration, 'pt/s' for a speed"
      ),
      (
        "swipe ok up over 0.2 at 300pt/s", 1, 22,
        "'at' cannot follow 'over': give a duration ('over') or a speed ('at'), not both"
      ),
      (
        "pan ok -> card at 300pt/s over 1s", 1, 27,
        "'over' cannot follow 'at': give a duration ('over') or a speed ('at'), not both"
      ),
      (
        "pan ok -> card ease in at 300pt/s", 1, 24,
        "'at' cannot follow 'ease': a speed ('at') is constant, so it takes no easing"
      ),
      (
        "pan ok -> card at 300pt/s ease in", 1, 27,
        "'ease' cannot follow 'at': a speed ('at') is constant, so it takes no easing"
      ),
      ("swipe ok up at 300", 1, 16, "expected a speed like 300pt/s after 'at', found '300'"),
      ("swipe ok up at 0pt/s", 1, 16, "speed '0pt/s' after 'at' must be more than 0pt/s"),
      ("swipe ok up over 300pt/s", 1, 18, "expected a duration like 0.3s after 'over', found '300pt/s'"),
      (
        "wait 3pt/ss", 1, 7,
        "unknown unit 'pt/ss' in '3pt/ss'; use 's' or 'ms' for a duration, 'pt/s' for a speed"
      ),
      (
        "press ok", 1, 9,
        "expected how long the finger is held, like 0.6s after 'press TARGET', found end of line"
      ),
      (
        "press ok for 1", 1, 10,
        "expected how long the finger is held, like 0.6s after 'press TARGET', found 'for'"
      ),
      ("pan ok", 1, 7, "expected '->' and a target after the pan's start, found end of line"),
      (
        "drag ok -> ok at 100pt/s", 1, 1,
        "this drag has no length, so it cannot go at a speed; use 'over' for a duration"
      ),
      (
        "tap (99999999999999999999999, 0)", 1, 6,
        "'99999999999999999999999' is too large (numbers must be below 1000000000)"
      ),
      ("tap $", 1, 5, "unexpected character '$'"),
      (
        "rate 1000\ndrag (0, 0) -> (1, 1) over 200s", 2, 1,
        "this gesture would need more than 100000 samples at 1000 Hz; shorten it or lower the rate"
      ),
      ("tap ok.", 1, 5, "expected a target (a view id or a point like (120, 300)) after 'tap', found 'ok.'"),
    ] as [(String, Int, Int, String)])
  func error(script: String, line: Int, column: Int, message: String) throws {
    let diagnostic = try #require(synthError(script))

    #expect(diagnostic.message == message)
    #expect(diagnostic.file == "test.synth")
    #expect(diagnostic.line == line)
    #expect(diagnostic.column == column)
    #expect(diagnostic.severity == .error)
  }

  @Test("unknown names come with a did-you-mean note and the source line")
  func didYouMean() throws {
    let view = try #require(synthError("tap ok\n  drag volum -> ok"))
    let gesture = try #require(synthError("dubble-tap ok"))

    #expect(view.notes == ["did you mean 'volume'?"])
    #expect(view.sourceLine == "  drag volum -> ok")
    #expect(gesture.notes == ["did you mean 'double-tap'?"])
  }

  @Test("names too far from any candidate get no note (the shared Suggestions threshold)")
  func noSuggestion() throws {
    let view = try #require(synthError("tap zzzzz"))
    let gesture = try #require(synthError("ta ok"))

    #expect(view.notes == [])
    #expect(gesture.notes == ["did you mean 'tap'?"])
  }

  @Test(
    "a tap given a time suggests the press that holds the finger for it, written out",
    arguments: [
      ("tap ok for 0.3", 8, "did you mean 'press ok 0.3'?"),
      ("tap ok 300ms", 8, "did you mean 'press ok 300ms'?"),
      ("tap ok + (5, -5) for 0.3s", 18, "did you mean 'press ok + (5, -5) 0.3s'?"),
      ("tap card.top for soon", 14, "did you mean 'press card.top DURATION'?"),
    ] as [(String, Int, String)])
  func heldTap(script: String, column: Int, note: String) throws {
    let diagnostic = try #require(synthError(script))

    #expect(
      diagnostic.message
        == "'tap' takes no duration (a tap is held for 'tap-duration', 0.08s by default); "
        + "a touch held for a time is 'press TARGET DURATION'")
    #expect(diagnostic.column == column)
    #expect(diagnostic.notes == [note])
    let suggested = try #require(note.split(separator: "'").dropFirst().first.map(String.init))
    if !suggested.hasSuffix("DURATION") {
      #expect(synthError(suggested) == nil, "the suggestion itself is a valid statement")
    }
  }
}
