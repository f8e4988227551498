import Testing
import UIKitModel

@testable import TraceReplay

@Suite("Explaining as the replay goes: each touch's explanations when it ends, nothing kept after")
struct ExplainStreamTests {
  static let ok = ExplainSupport.scene(
    #"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "#
      + #""targets": [{"target": "vc", "action": "tap:", "events": ["touchUpInside"]}]}"#)

  /// Replays `samples` through a stream; for each explanation, the time of the record being
  /// consumed when it came out. `afterEach` sees the stream's pass after every record.
  static func stream(
    _ samples: [String], afterEach: @escaping (ExplainPass) -> Void = { _ in }
  ) -> [(explanation: Explanation, whileConsuming: Double?)] {
    let header = "{\"tracereplay\": 1, \"scene\": \(ok)}"
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array((([header] + samples).joined(separator: "\n") + "\n").utf8)
    request.verbose = true
    var stream: ExplanationStream?
    var consuming: Double?
    var emitted: [(Explanation, Double?)] = []
    ReplayRun.run(
      request,
      record: { record in
        consuming = record.t
        stream?.consume(record)
        if let pass = stream?.passForTesting { afterEach(pass) }
      }, diagnostics: { _ in },
      sceneBuilt: { scene in stream = Explainer(scene: scene).stream { emitted.append(($0, consuming)) } })
    consuming = nil
    stream?.finish()
    return emitted
  }

  @Test("a tap's explanations come out before the next tap is replayed")
  func emittedAsTouchesEnd() {
    let samples =
      ExplainSupport.tap(100, 720, at: 0)
      + [ExplainSupport.sample(1, 2, "began", 100, 720), ExplainSupport.sample(1.08, 2, "ended", 100, 588)]

    let emitted = Self.stream(samples)

    let first = emitted.filter { $0.explanation.touch == "1" }
    #expect(first.count == 3)
    #expect(first.allSatisfy { ($0.whileConsuming ?? .infinity) <= 1.0 })
    // The last group (touch 2 ending outside) is explained when the replay ends.
    #expect(emitted.last?.explanation.message.hasPrefix("no TouchUpInside: the touch ended") == true)
    #expect(emitted.last?.whileConsuming == nil)
  }

  @Test("the stream explains what explain(_:) explains, in the same order")
  func sameAsWhole() {
    let samples =
      ExplainSupport.tap(100, 720, at: 0) + ExplainSupport.tap(100, 588, at: 1, id: 2)
      + [ExplainSupport.sample(1.5, 4, "began", 100, 720), ExplainSupport.sample(1.6, 4, "ended", 100, 588)]
      + [ExplainSupport.sample(2, 3, "began", 195, 725), ExplainSupport.sample(2.1, 3, "ended", 195, 588)]

    let streamed = Self.stream(samples).map(\.explanation)

    #expect(streamed == ExplainSupport.explain(scene: Self.ok, samples))
  }

  @Test("a touch is forgotten once its group is explained, whatever the replay's length")
  func boundedTouches() {
    let samples = (0..<200).flatMap { ExplainSupport.tap(100, 720, at: Double($0), id: $0 + 1) }
    var mostHeld = 0

    let emitted = Self.stream(samples, afterEach: { mostHeld = max(mostHeld, $0.lives.indices.count) })

    #expect(emitted.count == 200 * 3)
    #expect(mostHeld <= 2)
  }

  @Test("continueTracking results are kept as runs and given back in order")
  func trackingRuns() {
    var results = ExplainPass.TrackingResults()

    for index in 0..<10_000 { results.append(true, at: Double(index)) }
    results.append(false, at: 10_000)
    results.append(true, at: 10_001)

    #expect(results.runs.count == 3)
    #expect(results.trueCount == 10_001)
    #expect(results.firstFalse == 10_000)
    #expect(results.all == Array(repeating: true, count: 10_000) + [false, true])
  }
}
