import Testing

@testable import TraceReplay

@Suite("Synthesizer gestures")
struct SynthesizerTests {
  @Test("the intent example produces a valid trace")
  func intentExample() throws {
    let samples = try synth("tap ok; wait 0.5; drag volume.thumb -> volume.right over 0.3s; double-tap card")

    #expect(isValidTrace(samples))
    #expect(samples.first?.phase == .began)
    #expect(samples.filter { $0.phase == .began }.count == 4)
  }

  @Test("a tap is a began and an ended tap-duration later at the view's centre")
  func tap() throws {
    let samples = try synth("tap ok")

    #expect(compact(samples) == ["0.0 1 began 195.0 725.0", "0.08 1 ended 195.0 725.0"])
  }

  @Test("tap-duration changes the time between began and ended")
  func tapDuration() throws {
    let samples = try synth("tap-duration 0.05\ntap (1, 2)")

    #expect(compact(samples) == ["0.0 1 began 1.0 2.0", "0.05 1 ended 1.0 2.0"])
  }

  @Test("a double-tap is two taps with 0.15 s between the lift and the next touch")
  func doubleTap() throws {
    let samples = try synth("double-tap card")

    #expect(
      compact(samples) == [
        "0.0 1 began 200.0 150.0", "0.08 1 ended 200.0 150.0",
        "0.23 1 began 200.0 150.0", "0.31 1 ended 200.0 150.0",
      ])
  }

  @Test("gestures follow each other one sample period after the previous lift, or a wait after it")
  func timeCursor() throws {
    let samples = try synth("tap (0, 0); tap (0, 0); wait 0.5s; tap (0, 0)")

    #expect(samples.map(\.t) == [0, 0.08, 0.096667, 0.176667, 0.676667, 0.756667])
  }

  @Test("times after a wait are round: the wait counts from the last sample, in whole microseconds")
  func roundWaits() throws {
    let samples = try synth("tap ok; wait 0.3; tap ok; wait 0.1; wait 0.2; tap ok; wait 0s; tap ok")
    let text = TraceWriter().document(scene: nil, samples: samples)

    #expect(samples.map(\.t) == [0, 0.08, 0.38, 0.46, 0.76, 0.84, 0.856667, 0.936667])
    #expect(!text.contains("0000000"))
  }

  @Test("a long press holds for its duration without moves")
  func longPress() throws {
    #expect(
      compact(try synth("long-press ok for 1.2s"))
        == ["0.0 1 began 195.0 725.0", "1.2 1 ended 195.0 725.0"])
    #expect(try synth("long-press ok").map(\.t) == [0, 0.8])
  }

  @Test("a drag moves once per sample period and lifts one period after reaching the end")
  func drag() throws {
    let samples = try synth("rate 120; drag (0, 0) -> (40, 0) over 25ms")

    #expect(
      compact(samples) == [
        "0.0 1 began 0.0 0.0", "0.008333 1 moved 13.333 0.0", "0.016667 1 moved 26.667 0.0",
        "0.025 1 moved 40.0 0.0", "0.033333 1 ended 40.0 0.0",
      ])
  }

  @Test("a drag through several targets spreads time by length and eases")
  func dragPath() throws {
    let samples = try synth("drag (0, 0) -> (30, 0) -> (30, 30) over 0.05s ease in")

    #expect(
      compact(samples) == [
        "0.0 1 began 0.0 0.0", "0.016667 1 moved 6.667 0.0", "0.033333 1 moved 26.667 0.0",
        "0.05 1 moved 30.0 30.0", "0.066667 1 ended 30.0 30.0",
      ])
  }

  @Test("easing curves start at 0 and end at 1", arguments: SynthEasing.allCases)
  func easing(curve: SynthEasing) {
    #expect(curve.apply(0) == 0)
    #expect(curve.apply(1) == 1)
    #expect(curve.apply(0.5) == 0.5 || curve == .easeIn || curve == .easeOut)
  }

  @Test(
    "a swipe moves by its distance in its direction",
    arguments: [
      ("left", -30.0, 0.0), ("right", 30, 0), ("up", 0, -30), ("down", 0, 30),
    ] as [(String, Double, Double)])
  func swipe(direction: String, dx: Double, dy: Double) throws {
    let samples = try synth("swipe (100, 100) \(direction) by 30 over 0.1s")

    #expect(isValidTrace(samples))
    #expect(samples.count == 8)
    #expect(samples.last?.x == 100 + dx)
    #expect(samples.last?.y == 100 + dy)
  }

  @Test("a pinch moves two fingers in the same groups")
  func pinch() throws {
    let samples = try synth("pinch card out by 40 over 0.0167s")

    #expect(
      compact(samples) == [
        "0.0 1 began 180.0 150.0", "0.0 2 began 220.0 150.0",
        "0.016667 1 moved 160.0 150.0", "0.016667 2 moved 240.0 150.0",
        "0.033333 1 ended 160.0 150.0", "0.033333 2 ended 240.0 150.0",
      ])
  }

  @Test("pinching in starts apart and ends close")
  func pinchIn() throws {
    let samples = try synth("pinch (0, 0) in")

    #expect(isValidTrace(samples))
    #expect(samples.prefix(2).map(\.x) == [-70, 70])
    #expect(samples.suffix(2).map(\.x) == [-20, 20])
  }

  @Test("a two-finger tap begins and ends both fingers together")
  func twoFingerTap() throws {
    let samples = try synth("two-finger-tap (50, 50)")

    #expect(
      compact(samples) == [
        "0.0 1 began 40.0 50.0", "0.0 2 began 60.0 50.0", "0.08 1 ended 40.0 50.0", "0.08 2 ended 60.0 50.0",
      ])
  }

  @Test(
    "targets resolve to centres, edges, offsets and relative positions",
    arguments: [
      ("ok", 195.0, 725.0), ("ok.center", 195, 725), ("ok.left", 21, 725), ("ok.right", 369, 725),
      ("ok.top", 195, 701), ("ok.bottom", 195, 749), ("ok.topLeft", 21, 701),
      ("ok.bottomRight", 369, 749), ("ok + (5, -5)", 200, 720), ("ok @ (0.25, 0.5)", 107.5, 725),
      ("volume.thumb", 195, 620), ("volume.thumb + (10, 0)", 205, 620), ("(-3.5, 4)", -3.5, 4),
      ("settings.ok", 5, 5),
    ] as [(String, Double, Double)])
  func targets(target: String, x: Double, y: Double) throws {
    let samples = try synth("tap \(target)")

    #expect(samples.first?.x == x)
    #expect(samples.first?.y == y)
  }

  @Test("the trace text has a header naming the scene and one line per sample")
  func traceText() throws {
    let synthesizer = Synthesizer(file: "s.synth", resolver: synthTestResolver)

    let text = try synthesizer.traceText("tap ok", scene: "login.scene.json")

    #expect(
      text == """
        {"tracereplay":1,"scene":"login.scene.json"}
        {"t":0.0,"id":1,"phase":"began","x":195.0,"y":725.0}
        {"t":0.08,"id":1,"phase":"ended","x":195.0,"y":725.0}

        """)
  }

  @Test("comments and blank lines are ignored")
  func comments() throws {
    let samples = try synth("# a script\n\n  tap ok # press it\n;;\n")

    #expect(samples.count == 2)
  }
}

@Suite("Synthesizer speeds and presses")
struct SynthSpeedTests {
  @Test("press is long-press's short form: the same samples")
  func pressIsLongPress() throws {
    #expect(try synth("press ok 1.2") == synth("long-press ok for 1.2s"))
    #expect(try synth("press (1, 2) 250ms").map(\.t) == [0, 0.25])
  }

  @Test("a still finger has no samples between began and ended (a real recording has none)")
  func noStationarySamples() throws {
    #expect(try synth("rate 120; press ok 2").map(\.phase) == [.began, .ended])
  }

  @Test("a swipe at a speed moves the same distance every period and reaches the end at distance / speed")
  func swipeAtSpeed() throws {
    let samples = try synth("swipe (0, 100) up by 100 at 1500pt/s")

    #expect(
      compact(samples) == [
        "0.0 1 began 0.0 100.0", "0.016667 1 moved 0.0 75.0", "0.033333 1 moved 0.0 50.0",
        "0.05 1 moved 0.0 25.0", "0.066667 1 moved 0.0 0.0", "0.083333 1 ended 0.0 0.0",
      ])
  }

  @Test("when the path ends between two periods, the last move is at the exact time it ends")
  func lastMoveOffGrid() throws {
    let samples = try synth("drag (0, 0) -> (50, 0) at 1000pt/s")

    #expect(
      compact(samples) == [
        "0.0 1 began 0.0 0.0", "0.016667 1 moved 16.667 0.0", "0.033333 1 moved 33.333 0.0",
        "0.05 1 moved 50.0 0.0", "0.066667 1 ended 50.0 0.0",
      ])
    let offGrid = try synth("drag (0, 0) -> (40, 0) at 1000pt/s")
    #expect(
      compact(offGrid) == [
        "0.0 1 began 0.0 0.0", "0.016667 1 moved 16.667 0.0", "0.033333 1 moved 33.333 0.0",
        "0.04 1 moved 40.0 0.0", "0.056667 1 ended 40.0 0.0",
      ])
  }

  @Test("a pan through several targets keeps one speed along the whole path")
  func panPathSpeed() throws {
    let samples = try synth("rate 10; pan (0, 0) -> (30, 0) -> (30, 30) at 100pt/s")
    let moves = samples.filter { $0.phase != .ended }
    let speeds = zip(moves, moves.dropFirst()).map { a, b in
      ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() / (b.t - a.t)
    }

    #expect(moves.last.map { [$0.x, $0.y, $0.t] } == [30, 30, 0.6])
    // Each step is straight except the one round the corner, which cuts it.
    #expect(speeds.count == 6)
    #expect(speeds.enumerated().allSatisfy { $0.offset == 2 || abs($0.element - 100) < 0.01 })
  }

  @Test("pan is drag's other name, with or without a speed")
  func panIsDrag() throws {
    #expect(
      try synth("pan card -> card.right over 0.2s ease out")
        == synth("drag card -> card.right over 0.2s ease out"))
    #expect(try synth("pan card -> card.right at 300pt/s") == synth("drag card -> card.right at 300pt/s"))
  }

  @Test("a speed slow enough to need too many samples is an error at the statement")
  func tooSlow() throws {
    let diagnostic = try #require(synthError("rate 1000\nswipe ok up by 100 at 0.5pt/s"))

    #expect(diagnostic.line == 2)
    #expect(diagnostic.column == 1)
    #expect(diagnostic.message.hasPrefix("this gesture would need more than 100000 samples"))
  }
}
