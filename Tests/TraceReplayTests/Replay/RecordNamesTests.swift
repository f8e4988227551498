import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// How records name objects the scene does not name itself: as `BuiltScene.id(of:)` names them
/// when the record is made.
@Suite("Record names of objects the scene does not name")
struct RecordNamesTests {
  private func scene() throws -> BuiltScene {
    let text = #"""
      {"views": [{"id": "root", "frame": [0,0,400,800], "subviews": [
        {"id": "firstCardWithALongName", "frame": [0,0,200,200]},
        {"id": "secondCardWithALongName", "frame": [0,200,200,200]}]}]}
      """#
    let reader = SceneReader(file: "s.scene.json", source: text)
    let root = try JSONParser().parse(text, file: "s.scene.json")
    return try SceneBuilder().build(try reader.read(root), reader: reader)
  }

  @Test("an unnamed view moved to another superview is named after its new ancestor")
  func movedViewIsNamedAfterItsNewAncestor() throws {
    let scene = try scene()
    let names = RecordNames(scene: scene, table: RecordNameTable(scene: scene))
    let first = try #require(scene.responder(named: "firstCardWithALongName") as? UIView)
    let second = try #require(scene.responder(named: "secondCardWithALongName") as? UIView)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    first.addSubview(badge)
    let before = names.id(badge)

    second.addSubview(badge)
    let after = names.id(badge)

    #expect(before == "firstCardWithALongName/UIView")
    #expect(after == "secondCardWithALongName/UIView")
    #expect(after == scene.id(of: badge))
  }
}
