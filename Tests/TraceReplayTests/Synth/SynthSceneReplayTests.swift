import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// synth resolves each statement's targets against the scene as the replay has left it at that
/// statement's time (issue 29): a drag that scrolls moves the buttons the next press aims at.
@Suite("Synth against the replayed scene")
struct SynthSceneReplayTests {
  /// traces/shop-scroll.scene.json: `scroll` (0, 100, 390 × 500) holds `buy` at y 40 and `share`
  /// at y 400 (window y 500 to 550 before any scrolling); `dismissTap` on `root`.
  static func scene() throws -> BuiltScene {
    try synthScene(
      try String(contentsOfFile: ExplainSupport.traces + "/shop-scroll.scene.json", encoding: .utf8))
  }

  static let script = "drag buy -> buy + (0,-120) over 1s; wait 1; press share 0.4"

  @Test("a press after a drag that scrolled by 110 pt goes where share is now, and presses it")
  func pressAfterScroll() throws {
    var warnings: [Diagnostic] = []
    let samples = try Synthesizer(file: "t.synth", resolver: SynthSceneReplay(scene: try Self.scene()))
      .synthesize(Self.script, warnings: &warnings)
    let press = try #require(samples.last { $0.phase == .began })
    let actions = replaySynth(samples, through: try Self.scene()).compactMap { record -> String? in
      if case .action(let action) = record.kind { return action.action }
      return nil
    }

    #expect(warnings.isEmpty)
    #expect(press.y == 415, "share's centre after the scroll: 100 + 400 - 110 + 25")
    #expect(actions == ["share:"])
  }

  @Test("resolving against the scene as it was at the start misses share: the press lands on scroll")
  func stillSceneMisses() throws {
    let samples = try Synthesizer(file: "t.synth", resolver: try Self.scene()).synthesize(Self.script)

    #expect(samples.last { $0.phase == .began }?.y == 525)
  }

  @Test("a target the scroll took out from under the finger warns, as warnIfMissed does")
  func scrolledAway() throws {
    var warnings: [Diagnostic] = []
    _ = try Synthesizer(file: "t.synth", resolver: SynthSceneReplay(scene: try Self.scene()))
      .synthesize("drag buy -> buy + (0,-120) over 1s; wait 1; tap buy", warnings: &warnings)

    #expect(warnings.map(\.message) == ["tap buy: (195, 55) hits `root`, not `buy`"])
    #expect(warnings.first?.column == 49)
  }

  /// traces/motion-feed.scene.json: `feed`, a table as high as the window, its rows 88 pt high.
  static func feed() throws -> BuiltScene {
    try synthScene(
      try String(contentsOfFile: ExplainSupport.traces + "/motion-feed.scene.json", encoding: .utf8))
  }

  /// A flick of `feed` up by 100 pt at 1000 pt/s: after the lift the content decelerates for
  /// over 2 s and comes to rest about 500 pt further (M4).
  static let flick = "swipe feed up by 100 at 1000pt/s"

  @Test(
    "a tap on row12 after a flick has come to rest goes where the content rested, and selects row12 (M4, M6)"
  )
  func tapAfterTheMotion() throws {
    var warnings: [Diagnostic] = []
    let samples = try Synthesizer(file: "t.synth", resolver: SynthSceneReplay(scene: try Self.feed()))
      .synthesize(Self.flick + "; wait 3; tap row12", warnings: &warnings)
    let tap = try #require(samples.last { $0.phase == .began })
    var offset: Double?
    var selected: [String] = []
    for record in replaySynth(samples, through: try Self.feed()) {
      if case .scroll(let scroll) = record.kind { offset = scroll.y }
      if case .selection(let selection) = record.kind { selected.append(selection.cell) }
    }
    let rest = try #require(offset)

    #expect(warnings.isEmpty)
    #expect(abs(tap.y - (1012 + 44 - rest)) < 0.001, "row12's centre where the content came to rest")
    #expect(rest > 500)
    #expect(selected == ["row12"])
  }

  @Test(
    "a tap on row12 while the flick still decelerates goes where row12 is at that frame, and warns that feed catches it (M6, M7)"
  )
  func tapDuringTheMotion() throws {
    var warnings: [Diagnostic] = []
    let samples = try Synthesizer(file: "t.synth", resolver: SynthSceneReplay(scene: try Self.feed()))
      .synthesize(Self.flick + "; wait 0.3; tap row12", warnings: &warnings)
    let tap = try #require(samples.last { $0.phase == .began })
    var caught: Double?
    var selected: [String] = []
    for record in replaySynth(samples, through: try Self.feed()) {
      if case .scroll(let scroll) = record.kind, record.t == tap.t { caught = scroll.y }
      if case .selection(let selection) = record.kind { selected.append(selection.cell) }
    }
    let offset = try #require(caught, "the tap caught feed: a scroll record at its time")

    #expect(abs(tap.y - (1012 + 44 - offset)) < 0.001, "row12's centre at the frame the tap saw")
    #expect(selected.isEmpty)
    #expect(
      warnings.map(\.message) == [
        "tap row12: \(Synthesizer.text((195, tap.y))) lands on `feed` while it is still moving: `feed` "
          + "catches the touch and `row12` gets none of it (wait until it comes to rest)"
      ])
  }

  @Test(
    "a second swipe on the moving feed itself is not warned about: it catches the list and drags it on (M7)")
  func swipeOnTheMovingList() throws {
    var warnings: [Diagnostic] = []
    _ = try Synthesizer(file: "t.synth", resolver: SynthSceneReplay(scene: try Self.feed()))
      .synthesize(Self.flick + "; wait 0.3; swipe feed up by 100 at 1000pt/s", warnings: &warnings)

    #expect(warnings.isEmpty)
  }
}
