import Foundation
import Testing
import TraceRecorder
import TraceReplay
import TraceReplayCLI
import UIKitModel

/// Contract section 7 through the recorder: a scene with a scroll view and gesture recognizers
/// replayed directly and through a recording window; the recorded trace must replay the same.
@Suite("Recording scroll views and gesture recognizers")
struct GestureRoundTripTests {
  /// A tap recognizer on the root view (over a plain card, a label and a button), a scrolled
  /// table view with a button in a cell, and a pad with one recognizer of each other class,
  /// each with properties off their defaults.
  static func scene(dismissTargets: String = "") -> String {
    """
    {"window": {"width": 390, "height": 844},
     "controllers": [{"id": "vc", "view": "root", "actions": ["buy:", "row:", "dismiss:"]}],
     "views": [
       {"id": "root", "frame": [0, 0, 390, 844],
        "gestureRecognizers": [{"id": "dismiss", "class": "UITapGestureRecognizer"\(dismissTargets)}],
        "subviews": [
         {"id": "feed", "class": "UITableView", "frame": [0, 100, 390, 400], "contentSize": [390, 1500],
          "contentOffset": [0, 40], "subviews": [
           {"id": "cell", "class": "UITableViewCell", "frame": [0, 40, 390, 80], "subviews": [
             {"id": "rowButton", "class": "UIButton", "frame": [20, 20, 100, 40],
              "targets": [{"target": "vc", "action": "row:", "events": ["touchUpInside"]}]}
           ]}
         ]},
         {"id": "pad", "frame": [20, 520, 350, 90], "gestureRecognizers": [
           {"id": "press", "class": "UILongPressGestureRecognizer", "minimumPressDuration": 1, "allowableMovement": 20},
           {"id": "swipe", "class": "UISwipeGestureRecognizer", "direction": ["left", "up"]},
           {"id": "twice", "class": "UITapGestureRecognizer", "numberOfTapsRequired": 2, "cancelsTouchesInView": false},
           {"id": "drag", "class": "UIPanGestureRecognizer", "maximumNumberOfTouches": 2, "isEnabled": false,
            "delaysTouchesBegan": true, "delaysTouchesEnded": false}
         ]},
         {"id": "card", "frame": [20, 620, 150, 60]},
         {"id": "caption", "class": "UILabel", "frame": [200, 620, 170, 60]},
         {"id": "buy", "class": "UIButton", "frame": [20, 700, 350, 50],
          "targets": [{"target": "vc", "action": "buy:", "events": ["touchUpInside"]}]}
       ]}
     ]}
    """
  }

  static let script = """
    tap buy; wait 0.5; tap card; wait 0.5; tap caption; wait 0.5; tap rowButton; wait 0.5
    drag feed -> feed + (0, -200) over 0.4s; wait 0.5
    long-press pad for 1.2; wait 0.5; swipe pad left; wait 0.5; double-tap pad
    """

  /// Replays `scene` with `script` once as `synth` and `run` do, and once through a recording
  /// window whose trace `run` then replays: the two `run` outputs, as JSON Lines.
  static func replayBothWays(scene: String) throws -> (
    direct: String, recorded: String, recorder: TraceRecorder
  ) {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("app.scene.json", scene)
    let synth = CLI.run(
      ["synth", "-", "--scene", "app.scene.json", "-o", "direct.jsonl"], in: folder, standardInput: script)
    #expect(synth.code == 0, "\(synth.stderr)")
    let recorder = try RoundTripTests.record(scene: scene, script: script, controllers: ["vc"])
    try recorder.write(toFile: folder.path + "/recorded.jsonl")
    let direct = CLI.run(["run", "direct.jsonl", "--format", "jsonl"], in: folder)
    let recorded = CLI.run(["run", "recorded.jsonl", "--format", "jsonl"], in: folder)
    #expect(direct.code == 0, "\(direct.stderr)")
    #expect(recorded.code == 0, "\(recorded.stderr)")
    return (direct.stdout, recorded.stdout, recorder)
  }

  /// The records of a JSON Lines output whose `type` is one of `types`.
  static func records(_ output: String, _ types: Set<String>) -> [String] {
    output.split(separator: "\n").map(String.init).filter { line in
      types.contains { line.contains(#""type":"\#($0)""#) }
    }
  }

  @Test("the recorded trace replays to the same control events, actions, gestures, cancels and scrolls")
  func roundTrip() throws {
    let (direct, recorded, recorder) = try Self.replayBothWays(scene: Self.scene())

    #expect(recorded == direct)
    for type in ["controlEvent", "action", "gesture", "cancel", "scroll"] {
      #expect(!Self.records(direct, [type]).isEmpty, "the script gives \(type) records")
    }
    #expect(recorder.skippedSamples == 0)
    #expect(
      recorder.notes == [
        "gesture recognizers 'dismiss', 'press', 'swipe', 'twice', 'drag' are recorded without targets: UIKit "
          + "does not expose a recognizer's targets and actions (nor its failure requirements or its delegate's "
          + "answers); add their targets to the scene by hand"
      ])
  }

  @Test("a recognizer's actions are all the recording lacks: UIKit does not expose its targets")
  func recognizerTargetsAreNotRecorded() throws {
    let (direct, recorded, _) = try Self.replayBothWays(
      scene: Self.scene(dismissTargets: #", "targets": [{"target": "vc", "action": "dismiss:"}]"#))

    let lines = direct.split(separator: "\n").map(String.init)
    let recognizerActions = lines.filter { $0.contains(#""type":"action""#) && $0.contains(#""dismiss""#) }
    #expect(!recognizerActions.isEmpty)
    #expect(
      recorded.split(separator: "\n").map(String.init) == lines.filter { !recognizerActions.contains($0) })
  }

  @Test("scroll views are written with their content fields, recognizers with their own properties")
  func capturedFields() throws {
    let recorder = try RoundTripTests.record(scene: Self.scene(), script: "tap buy", controllers: ["vc"])

    let text = try #require(recorder.sceneText)
    let scene = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let views = RoundTripTests.allViews(scene)
    let feed = try #require(views["feed"])
    #expect(feed["class"] as? String == "UITableView")
    #expect(feed["contentOffset"] as? [Double] == [0, 40])
    #expect(feed["contentSize"] as? [Double] == [390, 1500])
    #expect(feed["bounds"] == nil)
    #expect(feed["gestureRecognizers"] == nil, "a scroll view's own recognizers are the model's")
    #expect(views["cell"]?["class"] as? String == "UITableViewCell")
    #expect(views["caption"]?["userInteractionEnabled"] as? Bool == false)
    #expect(
      text.contains(
        #""gestureRecognizers":[{"id":"press","class":"UILongPressGestureRecognizer","minimumPressDuration":1,"#
          + #""allowableMovement":20},{"id":"swipe","class":"UISwipeGestureRecognizer","direction":["left","up"]},"#
          + #"{"id":"twice","class":"UITapGestureRecognizer","cancelsTouchesInView":false,"numberOfTapsRequired":2},"#
          + #"{"id":"drag","class":"UIPanGestureRecognizer","isEnabled":false,"delaysTouchesBegan":true,"#
          + #""delaysTouchesEnded":false,"maximumNumberOfTouches":2}]"#))
    #expect(text.contains(#""gestureRecognizers":[{"id":"dismiss","class":"UITapGestureRecognizer"}]"#))
  }
}
