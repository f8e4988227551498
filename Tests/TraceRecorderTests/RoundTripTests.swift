import Foundation
import Testing
import TraceRecorder
import TraceReplay
import TraceReplayCLI
import UIKitModel

/// A scene and gestures replayed once directly and once through a window with the recorder
/// attached; the recorded trace, scene inline, must replay to the same records.
@Suite("Recording a replay and replaying the recording")
struct RoundTripTests {
  /// Every stock control, nested and scrolled views, hidden and non-interactive views, two
  /// controllers (one a child of the other), a view that implements an action, and a first
  /// responder.
  static let scene = """
    {"window": {"width": 390, "height": 844},
     "controllers": [
       {"id": "nav", "view": "root", "actions": ["back:"]},
       {"id": "vc", "view": "content", "parent": "nav", "actions": ["tapOK:", "sliderMoved:", "wifi:", "pick:", "step:", "page:", "edit:"]}
     ],
     "firstResponder": "name",
     "views": [
       {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
         {"id": "back", "class": "UIButton", "frame": [10, 50, 60, 44], "title": "Back",
          "targets": [{"target": "nav", "action": "back:", "events": ["touchUpInside"]}]},
         {"id": "content", "frame": [0, 100, 390, 744], "bounds": [0, 40], "subviews": [
           {"id": "ok", "class": "UIButton", "frame": [20, 640, 350, 50],
            "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside", "touchDownRepeat"]},
                        {"target": "card", "action": "flash:", "events": ["touchDown"]}]},
           {"id": "volume", "class": "UISlider", "frame": [20, 540, 350, 40], "value": 0.25,
            "minimumValue": 0, "maximumValue": 2, "isContinuous": false,
            "targets": [{"target": "vc", "action": "sliderMoved:", "events": ["valueChanged"]}]},
           {"id": "wifi", "class": "UISwitch", "frame": [300, 480, 51, 31], "isOn": true,
            "targets": [{"target": "vc", "action": "wifi:", "events": ["valueChanged"]}]},
           {"id": "mode", "class": "UISegmentedControl", "frame": [20, 420, 350, 32], "segments": ["A", "B", "C"],
            "selectedSegmentIndex": 0,
            "targets": [{"target": "vc", "action": "pick:", "events": ["valueChanged"]}]},
           {"id": "count", "class": "UIStepper", "frame": [20, 360, 94, 32], "value": 2, "maximumValue": 5,
            "targets": [{"target": "vc", "action": "step:", "events": ["valueChanged"]}]},
           {"id": "pages", "class": "UIPageControl", "frame": [20, 300, 350, 30], "numberOfPages": 4,
            "targets": [{"target": "vc", "action": "page:", "events": ["valueChanged"]}]},
           {"id": "name", "class": "UITextField", "frame": [20, 240, 350, 40], "text": "Ada",
            "targets": [{"target": "vc", "action": "edit:", "events": ["editingDidBegin", "editingDidEnd"]}]},
           {"id": "card", "frame": [20, 100, 350, 120], "clipsToBounds": true, "actions": ["flash:"], "subviews": [
             {"id": "cardButton", "class": "UIButton", "frame": [10, 10, 100, 40], "enabled": false},
             {"id": "cover", "frame": [0, 0, 350, 120], "userInteractionEnabled": false, "alpha": 0.5}
           ]},
           {"id": "ghost", "class": "UIButton", "frame": [20, 640, 350, 50], "hidden": true,
            "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}
         ]}
       ]}
     ]}
    """

  static let script = """
    tap ok; wait 0.1; double-tap ok; wait 0.5
    drag volume.thumb -> volume.right over 0.3s; wait 0.5
    tap wifi; wait 0.5; tap mode.right; wait 0.5; tap count.right; wait 0.5; tap pages.right; wait 0.5
    tap name; wait 0.5; tap cardButton; wait 0.5; tap back
    """

  @Test("the recorded trace, replayed by run, gives the same records as the direct replay")
  func roundTrip() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("app.scene.json", Self.scene)
    let synth = CLI.run(
      ["synth", "-", "--scene", "app.scene.json", "-o", "direct.jsonl"], in: folder,
      standardInput: Self.script)
    #expect(synth.code == 0, "\(synth.stderr)")

    let recorder = try Self.record(scene: Self.scene, script: Self.script)
    try recorder.write(toFile: folder.path + "/recorded.jsonl")
    let direct = CLI.run(["run", "direct.jsonl", "--format", "jsonl"], in: folder)
    let recorded = CLI.run(["run", "recorded.jsonl", "--format", "jsonl"], in: folder)

    #expect(direct.code == 0, "\(direct.stderr)")
    #expect(recorded.code == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.split(separator: "\n").count > 40)
    #expect(recorded.stdout == direct.stdout)
    #expect(recorder.notes.isEmpty)
    #expect(recorder.skippedSamples == 0)
  }

  @Test("the captured scene names classes, flags, state, targets, controllers and the first responder")
  func capturedScene() throws {
    let recorder = try Self.record(scene: Self.scene, script: "tap ok")

    let scene = try #require(
      try JSONSerialization.jsonObject(with: Data((recorder.sceneText ?? "").utf8)) as? [String: Any])
    #expect(scene["firstResponder"] as? String == "name")
    let controllers = try #require(scene["controllers"] as? [[String: Any]])
    #expect(controllers.map { $0["id"] as? String } == ["nav", "vc"])
    #expect(controllers[1]["parent"] as? String == "nav")
    #expect(controllers[0]["actions"] as? [String] == ["back:"])
    let views = Self.allViews(scene)
    let ok = try #require(views["ok"])
    let targets = try #require(ok["targets"] as? [[String: Any]])
    // UIKit does not tell in which order targets were added: they come in capture order, views
    // before controllers; each target's actions and events in UIKit's order.
    #expect(targets.map { $0["target"] as? String } == ["card", "vc"])
    #expect(targets[1]["events"] as? [String] == ["touchDownRepeat", "touchUpInside"])
    #expect(views["content"]?["bounds"] as? [Double] == [0, 40])
    #expect(views["volume"]?["maximumValue"] as? Double == 2)
    #expect(views["volume"]?["isContinuous"] as? Bool == false)
    #expect(views["mode"]?["segments"] as? [String] == ["A", "B", "C"])
    #expect(views["card"]?["actions"] as? [String] == ["flash:"])
    #expect(views["cover"]?["userInteractionEnabled"] as? Bool == false)
    #expect(views["cardButton"]?["enabled"] as? Bool == false)
    #expect(views["ghost"]?["hidden"] as? Bool == true)
    #expect(views["back"]?["title"] as? String == "Back")
  }

  /// Builds `scene` with a recording window, names the controllers as the scene does, and
  /// replays `script`'s samples through it, group by group, as `run` delivers them.
  static func record(
    scene text: String, script: String, controllers: [String] = ["nav", "vc"]
  ) throws -> TraceRecorder {
    var builder = SceneBuilder()
    var window: TraceRecordingWindow?
    builder.makeWindow = { frame in
      let made = TraceRecordingWindow(frame: frame)
      window = made
      return made
    }
    let reader = SceneReader(file: "app.scene.json", source: text)
    let built = try builder.build(
      try reader.read(try JSONParser().parse(text, file: "app.scene.json")), reader: reader)
    let recorder = try #require(window?.recorder)
    for id in controllers {
      recorder.setIdentifier(id, for: try #require(built.responder(named: id)))
    }
    let samples = try Synthesizer(file: "script", resolver: built).synthesize(script)
    let replayer = Replayer(scene: built) { _ in }
    var start = 0
    while start < samples.count {
      var end = start + 1
      while end < samples.count, samples[end].t == samples[start].t { end += 1 }
      replayer.deliver(time: samples[start].t, samples: Array(samples[start..<end]))
      start = end
    }
    replayer.finish()
    return recorder
  }

  /// The views of a decoded scene by id.
  static func allViews(_ scene: [String: Any]) -> [String: [String: Any]] {
    var result: [String: [String: Any]] = [:]
    func walk(_ views: [[String: Any]]) {
      for view in views {
        if let id = view["id"] as? String { result[id] = view }
        walk(view["subviews"] as? [[String: Any]] ?? [])
      }
    }
    walk(scene["views"] as? [[String: Any]] ?? [])
    return result
  }
}
