import Foundation

@testable import TraceReplay

/// A small scene: a button, a slider with its thumb, and a card.
let synthTestResolver = SynthFrameTable(
  frames: [
    "ok": CGRect(x: 20, y: 700, width: 350, height: 50),
    "volume": CGRect(x: 20, y: 600, width: 350, height: 40),
    "card": CGRect(x: 100, y: 100, width: 200, height: 100),
    "settings.ok": CGRect(x: 0, y: 0, width: 10, height: 10),
  ],
  thumbs: ["volume": CGPoint(x: 195, y: 620)])

/// Runs `script` against the test scene.
func synth(_ script: String) throws -> [TouchSample] {
  try Synthesizer(file: "test.synth", resolver: synthTestResolver).synthesize(script)
}

/// The diagnostic `script` fails with, or nil when it succeeds.
func synthError(_ script: String) -> Diagnostic? {
  do {
    _ = try synth(script)
    return nil
  } catch let diagnostic as Diagnostic {
    return diagnostic
  } catch {
    return nil
  }
}

/// Whether samples form a valid trace: non-decreasing t, one sample per id per t, every touch closed.
func isValidTrace(_ samples: [TouchSample]) -> Bool {
  var down: Set<TouchID> = []
  var previous = -Double.infinity
  var seenAtT: Set<TouchID> = []
  for sample in samples {
    guard sample.t >= previous, sample.t >= 0 else { return false }
    if sample.t != previous { seenAtT = [] }
    guard seenAtT.insert(sample.id).inserted else { return false }
    previous = sample.t
    switch sample.phase {
    case .began:
      guard down.insert(sample.id).inserted else { return false }
    case .moved, .stationary:
      guard down.contains(sample.id) else { return false }
    case .ended, .cancelled:
      guard down.remove(sample.id) != nil else { return false }
    }
  }
  return down.isEmpty
}

/// A compact `t id phase x y` rendering for whole-sequence comparisons.
func compact(_ samples: [TouchSample]) -> [String] {
  samples.map {
    "\(TraceWriter.format($0.t, decimals: 6)) \($0.id) \($0.phase.rawValue) "
      + "\(TraceWriter.format($0.x, decimals: 3)) \(TraceWriter.format($0.y, decimals: 3))"
  }
}
