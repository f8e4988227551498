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
}
