import Foundation
import TraceReplay
import UIKitModel

/// Replays `trace` unchanged, then `runs` times with seeded random changes, and returns how
/// often each outcome of the unchanged replay still happened: what `tracereplay perturb` prints.
///
///     #expect(try perturb(.file("traces/tap.jsonl"), jitter: 3).kept(action: "tapOK:") >= 0.99)
///
/// A touch target is then robust by test, not by luck. Each touch moves by one random offset
/// within `jitter` points, each sample's time by up to `timeJitter` seconds (each finger's
/// order kept), and each run plays at a random speed between 1/`scale` and `scale`. The same
/// seed gives the same result on every machine. Paths, settings and errors are as `replay`'s.
public func perturb(
  _ trace: TraceInput, scene: SceneInput = .header, registry: ClassRegistry = .standard,
  settings: ReplaySettings = ReplaySettings(), lenient: Bool = false, jitter: Double = 4,
  timeJitter: Double = 0, scale: Double = 1, runs: Int = 200, seed: UInt64 = 1, jobs: Int = 1,
  filePath: String = #filePath
) throws(Diagnostic) -> PerturbReport {
  let base = URL(fileURLWithPath: filePath).deletingLastPathComponent().path
  var request = try ReplayTestRequest.make(trace, scene: scene, base: base)
  request.registry = registry
  request.overrides = settings
  request.lenient = request.lenient || lenient
  var options = PerturbOptions(
    jitter: max(0, jitter), timeJitter: max(0, timeJitter), scale: max(1, scale), runs: max(1, runs),
    seed: seed,
    jobs: max(1, jobs))
  options.margins = false
  let fixture = try ReplayFixture.load(request)
  return try Perturber(fixture: fixture, options: options).run()
}
