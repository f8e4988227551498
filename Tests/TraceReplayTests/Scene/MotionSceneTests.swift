import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// Contract 9.1 in scenes: `transform`, `boundsSize`, `animating` and `showsMenuAsPrimaryAction`;
/// and M19: the fields of what is not modelled are accepted and change nothing.
@Suite("Screens in motion: view fields")
struct MotionSceneTests {
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

  @Test("a transformed view's frame is the bounding box; its untransformed size is solved from it")
  func solvedSize() throws {
    let scene = try build(
      #"{"views": [{"id": "v", "frame": [10, 20, 120, 60], "transform": [2, 0, 0, 3, 5, 0]}]}"#)
    let view = try #require(scene.responders["v"] as? UIView)

    #expect(view.bounds.size == CGSize(width: 60, height: 20))
    #expect(view.center == CGPoint(x: 65, y: 50))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 120, height: 60))
  }

  @Test(
    "bad transform fields name the file position and JSON path",
    arguments: [
      (
        #"{"views": [{"id": "v", "frame": [0,0,9,9], "transform": [0.7071, 0.7071, -0.7071, 0.7071, 0, 0]}]}"#,
        "views[0].transform: the untransformed size of a view with transform [0.7071, 0.7071, -0.7071, 0.7071, 0, 0] cannot be solved"
      ),
      (
        #"{"views": [{"id": "v", "frame": [0,0,9,9], "boundsSize": [9, 9]}]}"#,
        "views[0].boundsSize: 'boundsSize' gives the untransformed size of a view with a 'transform'"
      ),
      (
        #"{"views": [{"id": "v", "frame": [0,0,9,9], "transfrom": [1, 0, 0, 1, 0, 0]}]}"#,
        "'transfrom'"
      ),
      (
        #"{"views": [{"id": "v", "frame": [0,0,9,9], "showsMenuAsPrimaryAction": true}]}"#,
        "'showsMenuAsPrimaryAction' applies to controls"
      ),
    ])
  func badScenes(text: String, expected: String) {
    let found = message(text) ?? "no error"
    #expect(found.hasPrefix("1:"))
    #expect(found.contains(expected))
  }

  @Test("'animating' and 'showsMenuAsPrimaryAction' set the model's properties")
  func flags() throws {
    let scene = try build(
      #"{"views": [{"id": "b", "class": "UIButton", "frame": [0,0,9,9], "animating": true, "showsMenuAsPrimaryAction": true}]}"#
    )
    let button = try #require(scene.responders["b"] as? UIButton)

    #expect(button.isAnimatingWithoutUserInteraction)
    #expect(button.showsMenuAsPrimaryAction)
  }

  @Test(
    "directional lock, zoom scales and content insets are accepted and ignored (M19): a drag scrolls as without them"
  )
  func unmodelledFieldsIgnored() throws {
    func offsetAfterDrag(_ extra: String) throws -> CGPoint {
      let scene = try build(
        #"{"views": [{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000]"#
          + extra + "}]}")
      let feed = try #require(scene.responders["feed"] as? UIScrollView)
      let touch = UITouch(location: CGPoint(x: 200, y: 400), timestamp: 0)
      scene.application.sendEvent(UIEvent(timestamp: 0, touches: [touch]))
      for step in 1...4 {
        touch.update(
          phase: .moved, location: CGPoint(x: 200, y: 400 - 15 * Double(step)), timestamp: 0.1 * Double(step))
        scene.application.sendEvent(UIEvent(timestamp: 0.1 * Double(step), touches: [touch]))
      }
      return feed.contentOffset
    }

    let plain = try offsetAfterDrag("")
    let ignored = try offsetAfterDrag(
      #", "isDirectionalLockEnabled": true, "bouncesZoom": false, "minimumZoomScale": 1, "maximumZoomScale": 4, "zoomScale": 2, "contentInset": [100, 0, 50, 0]"#
    )

    #expect(plain == CGPoint(x: 0, y: 50))
    #expect(ignored == plain)
  }

  @Test("an ignored field still has to be well formed (M19)")
  func ignoredFieldsChecked() {
    let found = message(
      #"{"views": [{"id": "s", "class": "UIScrollView", "frame": [0,0,9,9], "contentInset": [1, 2]}]}"#)

    #expect(found?.contains("contentInset must be [top, left, bottom, right]") == true)
  }
}
