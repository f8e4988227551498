import CustomControls
import Foundation
import Testing
import TraceRecorder
import TraceReplay
import UIKitModel

/// The recorder an app adds to its debug build, built here against the model: the custom
/// controls' scene replayed through a recording window.
@Suite("Recording the custom controls")
struct RecorderTests {
  static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../traces").standardized.path

  @Test(
    "a knob turn is recorded sample for sample, with each custom class and its base, and replays the same")
  func knobTurn() throws {
    let sceneText = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: Self.traces + "/controls.scene.json")),
      as: UTF8.self)
    var builder = SceneBuilder(registry: .customControls)
    var window: TraceRecordingWindow?
    builder.makeWindow = { frame in
      let made = TraceRecordingWindow(frame: frame)
      window = made
      return made
    }
    let scene = try builder.build(json: sceneText, file: "controls.scene.json")
    // The app names its controller as the scene does (else it is `UIViewController-1`).
    try #require(window?.recorder).setIdentifier("vc", for: try #require(scene.responder(named: "vc")))
    let samples = try Self.samples(Self.traces + "/knob-turn.jsonl")
    let replayer = Replayer(scene: scene) { _ in }

    for sample in samples { replayer.deliver(time: sample.t, samples: [sample]) }
    replayer.finish()

    let recorder = try #require(window?.recorder)
    let recorded = try recorder.traceText.split(separator: "\n").dropFirst().map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(recorded.map { $0["phase"] as? String } == samples.map { $0.phase.rawValue })
    #expect(recorded.map { $0["x"] as? Double } == samples.map { $0.x })
    #expect(recorded.map { $0["y"] as? Double } == samples.map { $0.y })
    #expect(recorded.map { $0["t"] as? Double } == samples.map { $0.t })
    let text = try #require(recorder.sceneText)
    #expect(text.contains(#"{"id":"knob","class":"KnobControl","base":"UIControl","frame":[95,100,200,200]"#))
    #expect(text.contains(#""id":"circle","class":"CircularButton","base":"UIControl""#))

    // The recorded trace, scene inline, replays as `custom-controls run` replays the original.
    let direct = ReplayRequest(tracePath: Self.traces + "/knob-turn.jsonl")
    var replayed = ReplayRequest(tracePath: "-")
    replayed.standardInput = Array(recorder.traceText.utf8)
    var outputs: [String] = []
    for var request in [direct, replayed] {
      request.registry = .customControls
      request.format = .jsonl
      let output = StringOutput()
      let outcome = ReplayRun.run(request, output: output, diagnostics: { _ in })
      #expect(outcome == .completed(samples: samples.count, warnings: 0))
      outputs.append(output.text)
    }
    #expect(outputs[0].contains(#""type":"controlEvent","control":"knob","events":["valueChanged"]"#))
    #expect(outputs[1] == outputs[0])
  }

  /// The samples of a trace file (one per line after the header).
  static func samples(_ path: String) throws -> [TouchSample] {
    struct BadLine: Error {}
    let lines = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
      .split(separator: "\n").dropFirst()
    return try lines.map { line in
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let t = object["t"] as? Double, let id = object["id"] as? Int,
        let phase = (object["phase"] as? String).flatMap(SamplePhase.init(rawValue:)),
        let x = object["x"] as? Double, let y = object["y"] as? Double
      else { throw BadLine() }
      return TouchSample(t: t, id: .int(id), phase: phase, x: x, y: y)
    }
  }
}
