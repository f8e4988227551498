import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// Contract section 7 in scenes: recognizers, scroll views, `base`, and the errors of bad ones.
@Suite("Gesture scenes")
struct GestureSceneTests {
  private func build(_ text: String) throws -> BuiltScene {
    let reader = SceneReader(file: "s.scene.json", source: text)
    let root = try JSONParser().parse(text, file: "s.scene.json")
    return try SceneBuilder().build(try reader.read(root), reader: reader)
  }

  private func message(_ text: String) -> String? {
    do {
      _ = try build(text)
      return nil
    } catch let diagnostic as Diagnostic {
      return "\(diagnostic.line):\(diagnostic.column) \(diagnostic.message)"
    } catch {
      return "\(error)"
    }
  }

  @Test(
    "bad scenes name the file position and JSON path",
    arguments: [
      (
        #"{"views": [{"id": "v", "frame": [0,0,9,9], "gestureRecognizers": [{"id": "g", "class": "UIHoverGestureRecognizer"}]}]}"#,
        "views[0].gestureRecognizers[0].class: unknown recognizer class 'UIHoverGestureRecognizer'"
      ),
      (
        #"{"views": [{"id": "v", "frame": [0,0,9,9], "gestureRecognizers": [{"id": "g", "class": "UIScreenEdgePanGestureRecognizer", "edges": ["left", "leading"]}]}]}"#,
        "views[0].gestureRecognizers[0].edges: unknown screen edge 'leading': left, right, top, bottom or all"
      ),
      (
        #"{"views": [{"id": "v", "frame": [0,0,9,9], "gestureRecognizers": [{"id": "g", "class": "UITapGestureRecognizer", "requiresFailureOf": ["x"]}]}]}"#,
        "views[0].gestureRecognizers[0].requiresFailureOf[0]: 'x' is not the id of a gesture recognizer"
      ),
      (
        #"{"views": [{"id": "v", "frame": [0,0,9,9], "gestureRecognizers": [{"id": "g", "class": "UITapGestureRecognizer", "requiresFailureOf": ["h"]}, {"id": "h", "class": "UITapGestureRecognizer", "requiresFailureOf": ["g"]}]}]}"#,
        "recognizer 'g' waits for itself to fail: 'g' -> 'h' -> 'g'; UIKit would wait for ever"
      ),
      (
        #"{"views": [{"id": "v", "class": "UIScrollView", "frame": [0,0,9,9], "bounds": [0, 5], "contentOffset": [0, 5]}]}"#,
        "views[0].bounds: 'contentOffset' and 'bounds' both set the bounds origin of 'v'"
      ),
      (
        #"{"views": [{"id": "v", "class": "FancyButton", "base": "MyButton", "frame": [0,0,9,9]}]}"#,
        "views[0].base: 'base' must name a stock class, found 'MyButton'"
      ),
    ])
  func badScenes(text: String, expected: String) {
    let found = message(text) ?? "no error"
    #expect(found.hasPrefix("1:"))
    #expect(found.contains(expected))
  }

  @Test("'base' makes an app's subclass behave as the stock class; a registered class is preferred")
  func base() throws {
    let scene = try build(
      #"{"views": [{"id": "b", "class": "CheckoutButton", "base": "UIButton", "frame": [0,0,9,9]}, {"id": "c", "class": "UISwitch", "base": "UIControl", "frame": [0,20,9,9]}]}"#
    )

    #expect(scene.responder(named: "b") is UIButton)
    #expect(scene.responder(named: "c") is UISwitch)
    // Reports keep the app's own class name (contract 7.1); a registered class is its own.
    #expect(scene.reportedClassName(of: try #require(scene.responder(named: "b"))) == "CheckoutButton")
    #expect(scene.reportedClassName(of: try #require(scene.responder(named: "c"))) == nil)
  }

  @Test("a control made from 'base' keeps the app's class name in its records")
  func baseClassNameInRecords() throws {
    let scene = try build(
      #"{"views": [{"id": "buy", "class": "CheckoutButton", "base": "UIButton", "frame": [0,0,100,50]}]}"#)
    var classNames: [String] = []
    let replayer = Replayer(scene: scene) { record in
      if case .controlEvent(let event) = record.kind { classNames.append(event.className) }
    }

    replayer.deliver(time: 0, samples: [TouchSample(t: 0, id: .int(1), phase: .began, x: 10, y: 10)])
    replayer.deliver(time: 0.1, samples: [TouchSample(t: 0.1, id: .int(1), phase: .ended, x: 10, y: 10)])

    #expect(classNames == ["CheckoutButton", "CheckoutButton", "CheckoutButton"])
  }

  @Test("recognizers get their fields, targets and failure requirements; scroll views their content fields")
  func fields() throws {
    let scene = try build(
      #"""
      {"controllers": [{"id": "vc", "view": "root", "actions": ["zoom:"]}],
       "views": [{"id": "root", "frame": [0,0,400,800], "gestureRecognizers": [
         {"id": "single", "class": "UITapGestureRecognizer", "requiresFailureOf": ["double"], "cancelsTouchesInView": false},
         {"id": "double", "class": "UITapGestureRecognizer", "numberOfTapsRequired": 2, "targets": [{"target": "vc", "action": "zoom:"}]}],
         "subviews": [{"id": "feed", "class": "UITableView", "frame": [0,0,400,400], "contentSize": [400, 900], "contentOffset": [0, 30], "delaysContentTouches": false}]}]}
      """#)
    let single = try #require(scene.recognizers["single"] as? UITapGestureRecognizer)
    let double = try #require(scene.recognizers["double"] as? UITapGestureRecognizer)
    let feed = try #require(scene.responder(named: "feed") as? UITableView)

    #expect(!single.cancelsTouchesInView)
    #expect(double.view === scene.responder(named: "root"))
    #expect(double.numberOfTapsRequired == 2)
    #expect(feed.contentSize == CGSize(width: 400, height: 900))
    #expect(feed.contentOffset == CGPoint(x: 0, y: 30))
    #expect(!feed.delaysContentTouches)
    #expect(feed.alwaysBounceVertical)
  }

  @Test(
    "the pinch, rotation and screen-edge pan classes of contract 9.1, with the edge pan's edges and held began"
  )
  func motionRecognizers() throws {
    let scene = try build(
      #"""
      {"views": [{"id": "root", "frame": [0,0,400,800], "gestureRecognizers": [
         {"id": "zoom", "class": "UIPinchGestureRecognizer"},
         {"id": "spin", "class": "UIRotationGestureRecognizer"},
         {"id": "pop", "class": "UIScreenEdgePanGestureRecognizer", "edges": "left"},
         {"id": "sides", "class": "UIScreenEdgePanGestureRecognizer", "edges": ["top", "right"], "delaysTouchesBegan": false},
         {"id": "around", "class": "UIScreenEdgePanGestureRecognizer", "edges": "all"}]}]}
      """#)
    let pop = try #require(scene.recognizers["pop"] as? UIScreenEdgePanGestureRecognizer)
    let sides = try #require(scene.recognizers["sides"] as? UIScreenEdgePanGestureRecognizer)
    let around = try #require(scene.recognizers["around"] as? UIScreenEdgePanGestureRecognizer)

    #expect(scene.recognizers["zoom"] is UIPinchGestureRecognizer)
    #expect(scene.recognizers["spin"] is UIRotationGestureRecognizer)
    #expect(pop.edges == .left && pop.delaysTouchesBegan)
    #expect(sides.edges == [.top, .right] && !sides.delaysTouchesBegan)
    #expect(around.edges == .all)
  }

  @Test("a pinch's gesture records carry its scale, a rotation's its rotation in radians (contract 9.2)")
  func scaleAndRotationInRecords() throws {
    let scene = try build(
      #"""
      {"views": [{"id": "root", "frame": [0,0,400,800], "gestureRecognizers": [
         {"id": "zoom", "class": "UIPinchGestureRecognizer", "recognizesSimultaneouslyWith": ["spin"]},
         {"id": "spin", "class": "UIRotationGestureRecognizer", "recognizesSimultaneouslyWith": ["zoom"]}]}]}
      """#)
    var gestures: [ReplayRecord.Gesture] = []
    let replayer = Replayer(scene: scene) { record in
      if case .gesture(let gesture) = record.kind { gestures.append(gesture) }
    }

    replayer.deliver(
      time: 0,
      samples: [
        TouchSample(t: 0, id: .int(1), phase: .began, x: 100, y: 400),
        TouchSample(t: 0, id: .int(2), phase: .began, x: 200, y: 400),
      ])
    // The second finger turns 90° about the first and moves out to 120 pt.
    replayer.deliver(time: 0.1, samples: [TouchSample(t: 0.1, id: .int(2), phase: .moved, x: 100, y: 520)])

    let zoom = try #require(gestures.first { $0.recognizer == "zoom" })
    let spin = try #require(gestures.first { $0.recognizer == "spin" })
    #expect(zoom.state == .began && zoom.rotation == nil)
    #expect(abs((zoom.scale ?? 0) - 120.0 / 108.0) < 1e-12)
    #expect(spin.state == .began && spin.scale == nil)
    #expect(abs((spin.rotation ?? 0) - Double.pi / 2) < 1e-12)
  }
}
