import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// Contract section 10 in scenes: `set` assigns properties after the view is made, `watch` names
/// properties whose changes are reported, and bad ones are errors at their place in the file.
@Suite("Scene set and watch")
struct SetWatchSceneTests {
  private func build(_ text: String) throws -> BuiltScene {
    let reader = SceneReader(file: "s.scene.json", source: text)
    let root = try JSONParser().parse(text, file: "s.scene.json")
    return try SceneBuilder().build(try reader.read(root), reader: reader)
  }

  /// The diagnostic `run` prints for the scene, with colour off.
  private func rendered(_ text: String) -> String {
    do {
      _ = try build(text)
      return "no error"
    } catch let diagnostic as Diagnostic {
      return diagnostic.rendered(color: false)
    } catch {
      return "\(error)"
    }
  }

  private func scene(_ fields: String, class className: String = "UIStepper") -> String {
    """
    {"views": [
      {"id": "count", "class": "\(className)", "frame": [0, 0, 94, 29],
       \(fields)}
    ]}
    """
  }

  @Test("set assigns a stock control's properties after it is made")
  func sets() throws {
    let built = try build(scene(#""set": {"stepValue": 2.5, "maximumValue": 5, "wraps": true, "tag": 7}"#))

    let stepper = try #require(built.responders["count"] as? UIStepper)
    #expect(stepper.stepValue == 2.5)
    #expect(stepper.maximumValue == 5)
    #expect(stepper.wraps)
    #expect(stepper.tag == 7)
  }

  @Test("an unknown property is an error at its key, with a suggestion")
  func unknownWithSuggestion() {
    #expect(
      rendered(scene(#""set": {"stepValu": 2}"#)) == """
        s.scene.json:3:12: error: views[0].set.stepValu: unknown property 'stepValu' for a UIStepper
           "set": {"stepValu": 2}}
                   ^
        note: did you mean 'stepValue'?

        """)
  }

  @Test("an unknown watched property with nothing near lists the properties there are")
  func unknownWatch() {
    #expect(
      rendered(scene(#""watch": ["zoom"]"#, class: "UISwitch")) == """
        s.scene.json:3:14: error: views[0].watch[0]: unknown property 'zoom' for a UISwitch
           "watch": ["zoom"]}
                     ^
        note: the properties of a UISwitch that scenes can set and watch: alpha, isEnabled, \
        isHidden, isHighlighted, isOn, isSelected, isTracking, isUserInteractionEnabled, tag

        """)
  }

  @Test("a value of the wrong type is an error at the value, naming the property's type")
  func wrongType() {
    #expect(
      rendered(scene(#""set": {"stepValue": "big"}"#)) == """
        s.scene.json:3:25: error: views[0].set.stepValue: 'stepValue' of a UIStepper is a Double: \
        expected a number, found the string "big"
           "set": {"stepValue": "big"}}
                                ^

        """)
  }

  @Test("a number out of an integer's range is an error, not a trap")
  func outOfRange() {
    #expect(
      rendered(scene(#""set": {"tag": 1e300}"#)) == """
        s.scene.json:3:19: error: views[0].set.tag: 'tag' of a UIStepper is an Int: expected a whole \
        number from -9223372036854775808 to 9223372036854775807, found the number 1e+300
           "set": {"tag": 1e300}}
                          ^

        """)
  }

  @Test("a read-only property cannot be set")
  func readOnly() {
    #expect(
      rendered(scene(#""set": {"isTracking": true}"#)) == """
        s.scene.json:3:12: error: views[0].set.isTracking: 'isTracking' of a UIStepper is read-only: \
        a scene can watch it, not set it
           "set": {"isTracking": true}}
                   ^

        """)
  }

  @Test("set and watch must be an object and a list of names")
  func shapes() {
    #expect(
      rendered(scene(#""set": [1]"#)).hasPrefix(
        "s.scene.json:3:11: error: views[0].set: 'set' must be an object"))
    #expect(
      rendered(scene(#""watch": "value""#)).hasPrefix(
        "s.scene.json:3:13: error: views[0].watch: 'watch' must be a list"))
    #expect(
      rendered(scene(#""watch": ["value", "value"]"#)).hasPrefix(
        "s.scene.json:3:23: error: views[0].watch[1]: 'value' is watched twice"))
  }

  @Test("a watch is registered with the view's id and class, in the scene's order")
  func watches() throws {
    let built = try build(scene(#""watch": ["value", "isHighlighted"]"#))

    #expect(
      built.watches.map { "\($0.id) \($0.className) \($0.name)" } == [
        "count UIStepper value", "count UIStepper isHighlighted",
      ])
  }
}
