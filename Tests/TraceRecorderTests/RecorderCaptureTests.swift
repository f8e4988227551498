import Foundation
import Testing
import TraceRecorder
import TraceReplayCLI
import UIKitModel

/// The recorder on a hierarchy an app builds itself, with its own window calling the recorder.
@Suite("Recording an app's own window")
struct RecorderCaptureTests {
  /// The app's window: records from its own `sendEvent(_:)`.
  final class AppWindow: UIWindow {
    let recorder = TraceRecorder()

    override func sendEvent(_ event: UIEvent) {
      recordTouches(of: event, into: recorder)
      super.sendEvent(event)
    }
  }

  final class CheckoutButton: UIButton {}
  final class RatingControl: UIControl {}
  final class CheckoutViewController: UIViewController {}
  /// An app's subclass of a tap recognizer, and a recognizer of the app's own kind.
  final class QuickTapRecognizer: UITapGestureRecognizer {}
  final class ShakeRecognizer: UIGestureRecognizer {}

  /// A window with a controller's view holding an app's button subclass, a custom control with a
  /// subview, and a nil-targeted registration; the touch helpers deliver as UIKit would.
  struct App {
    let application = UIApplication()
    let window = AppWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = CheckoutViewController()
    let buy = CheckoutButton(frame: CGRect(x: 20, y: 700, width: 350, height: 50))
    let rating = RatingControl(frame: CGRect(x: 20, y: 100, width: 200, height: 40))

    init() {
      application.addWindow(window)
      let root = UIView(frame: window.bounds)
      controller.view = root
      window.addSubview(root)
      root.addSubview(buy)
      root.addSubview(rating)
      rating.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
      buy.accessibilityIdentifier = "buy"
      controller.implement("buy:") { _, _ in }
      buy.addTarget(controller, action: "buy:", for: .touchUpInside)
      rating.addTarget(nil, action: "rate:", for: .valueChanged)
      let quick = QuickTapRecognizer()
      quick.numberOfTapsRequired = 2
      root.addGestureRecognizer(quick)
      root.addGestureRecognizer(ShakeRecognizer())
      buy.addGestureRecognizer(UILongPressGestureRecognizer())
    }

    /// Sends one event at `time` holding `touches`, each moved to its phase and location.
    func send(_ time: TimeInterval, _ touches: [(UITouch, UITouch.Phase, CGPoint)]) {
      for (touch, phase, location) in touches where phase != .began {
        touch.update(phase: phase, location: location, timestamp: time)
      }
      application.sendEvent(UIEvent(timestamp: time, touches: touches.map { $0.0 }))
    }
  }

  @Test("a tap on the app's window is recorded with the scene as it was before the tap, and replays")
  func recordsOwnWindow() throws {
    let app = App()
    let finger = UITouch(location: CGPoint(x: 195, y: 725), timestamp: 100)

    app.send(100, [(finger, .began, CGPoint(x: 195, y: 725))])
    app.send(100.0834, [(finger, .ended, CGPoint(x: 196.5, y: 725.25))])

    let lines = app.window.recorder.traceText.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[1] == #"{"t":0.0,"id":1,"phase":"began","x":195,"y":725,"tap":1}"#)
    #expect(lines[2] == #"{"t":0.0834,"id":1,"phase":"ended","x":196.5,"y":725.25}"#)
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(header["tracereplay"] as? Int == 1)
    let scene = try #require(header["scene"] as? [String: Any])
    let controllers = try #require(scene["controllers"] as? [[String: Any]])
    #expect(controllers.first?["id"] as? String == "CheckoutViewController-1")
    #expect(controllers.first?["view"] as? String == "UIView-1")
    #expect(controllers.first?["actions"] as? [String] == ["buy:"])
    let views = RoundTripTests.allViews(scene)
    #expect(views["buy"]?["class"] as? String == "CheckoutButton")
    #expect(views["buy"]?["base"] as? String == "UIButton")
    #expect(
      (views["buy"]?["targets"] as? [[String: Any]])?.first?["target"] as? String
        == "CheckoutViewController-1")
    #expect(views["buy"]?["gestureRecognizers"] == nil)
    #expect(views["RatingControl-1"]?["base"] as? String == "UIControl")
    #expect(views["UIView-2"] != nil, "a custom control's subviews are recorded")
    let recognizers = try #require(views["UIView-1"]?["gestureRecognizers"] as? [[String: Any]])
    #expect(recognizers.map { $0["id"] as? String } == ["UITapGestureRecognizer-1"])
    #expect(recognizers.first?["numberOfTapsRequired"] as? Int == 2)
    #expect(
      (header["comment"] as? [String: Any])?["recorderNotes"] as? [String] == [
        "'UIView-1' has a ShakeRecognizer, which the model does not have: not recorded",
        "'UITapGestureRecognizer-1' is a QuickTapRecognizer, recorded as a UITapGestureRecognizer: its own "
          + "overrides are not carried over",
        "'buy' is a stock control with gesture recognizers: they are not recorded (UIKit adds its own to its "
          + "controls, and the model's controls play them); add an app's own by hand",
        "gesture recognizers 'UITapGestureRecognizer-1' are recorded without targets: UIKit does not expose a "
          + "recognizer's targets and actions (nor its failure requirements or its delegate's answers); add "
          + "their targets to the scene by hand",
        "'RatingControl-1' has nil-targeted actions, which allTargets and actions(forTarget:forControlEvent:) "
          + "do not reveal: add them to the scene's targets by hand",
      ])

    let folder = try Folder()
    defer { folder.remove() }
    try app.window.recorder.write(toFile: folder.path + "/own.jsonl")
    let run = CLI.run(["run", "own.jsonl", "--format", "jsonl"], in: folder)

    #expect(run.code == 0, "\(run.stderr)")
    #expect(
      run.stdout.split(separator: "\n").map(String.init) == [
        #"{"t":0.0,"type":"touch","id":1,"phase":"began","x":195.0,"y":725.0,"view":"buy","tap":1}"#,
        #"{"t":0.0,"type":"controlEvent","control":"buy","events":["touchDown"]}"#,
        #"{"t":0.0834,"type":"touch","id":1,"phase":"ended","x":196.5,"y":725.25,"view":"buy","tap":1}"#,
        // The double tap on the root holds the lift (delaysTouchesEnded) until it fails, 0.35 s on.
        #"{"t":0.4334,"type":"gesture","recognizer":"UITapGestureRecognizer-1","view":"UIView-1","state":"failed"}"#,
        #"{"t":0.4334,"type":"controlEvent","control":"buy","events":["touchUpInside"]}"#,
        #"{"t":0.4334,"type":"action","sender":"buy","action":"buy:","target":"CheckoutViewController-1","via":"target","events":["touchUpInside"]}"#,
        #"{"t":0.4334,"type":"controlEvent","control":"buy","events":["primaryActionTriggered"]}"#,
      ])
  }

  @Test("a touch that began before recording is skipped; fingers take the lowest free id")
  func fingersAndSkips() {
    let app = App()
    let early = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 1)
    app.window.recorder.isRecording = false
    app.send(1, [(early, .began, CGPoint(x: 10, y: 10))])
    app.window.recorder.isRecording = true
    let first = UITouch(location: CGPoint(x: 200, y: 300), timestamp: 2)
    let second = UITouch(location: CGPoint(x: 100, y: 300), timestamp: 2)

    app.send(2, [(early, .moved, CGPoint(x: 12, y: 10)), (first, .began, CGPoint(x: 200, y: 300))])
    app.send(2, [(first, .ended, CGPoint(x: 200, y: 300)), (second, .began, CGPoint(x: 100, y: 300))])
    app.send(2.5, [(second, .cancelled, CGPoint(x: 100, y: 300)), (early, .ended, CGPoint(x: 12, y: 10))])

    #expect(app.window.recorder.skippedSamples == 2)
    #expect(
      app.window.recorder.traceText.split(separator: "\n").dropFirst().map(String.init) == [
        #"{"t":0.0,"id":1,"phase":"began","x":200,"y":300,"tap":1}"#,
        #"{"t":0.000001,"id":1,"phase":"ended","x":200,"y":300}"#,
        #"{"t":0.000001,"id":2,"phase":"began","x":100,"y":300,"tap":1}"#,
        #"{"t":0.5,"id":2,"phase":"cancelled","x":100,"y":300}"#,
      ])
  }

  @Test("the same recording writes the same text, and reset starts a new trace")
  func deterministic() {
    func recording() -> String {
      let app = App()
      let finger = UITouch(location: CGPoint(x: 50, y: 120), timestamp: 7)
      app.send(7, [(finger, .began, CGPoint(x: 50, y: 120))])
      app.send(7.1, [(finger, .ended, CGPoint(x: 50, y: 120))])
      return app.window.recorder.traceText
    }
    let app = App()

    app.window.recorder.reset()

    #expect(recording() == recording())
    #expect(app.window.recorder.traceText == #"{"tracereplay":1}"# + "\n")
    #expect(app.window.recorder.sceneText == nil)
  }
}
