import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// A program's own `UIGestureRecognizer` subclasses in scenes: registered by name as views are
/// (`ClassRegistry.registerRecognizer`), or made as a stock class through `base`, and the errors
/// of an unknown one.
@Suite("Registered recognizer classes")
struct RecognizerRegistryTests {
  /// A recognizer an app might write, with one property of its own.
  final class ScrubGestureRecognizer: UIGestureRecognizer {
    var minimumDistance: CGFloat = 10
  }

  private static var registry: ClassRegistry {
    var registry = ClassRegistry.standard
    registry.registerRecognizer("ScrubGestureRecognizer") { properties in
      let scrub = ScrubGestureRecognizer(target: nil, action: nil)
      if let distance = try properties.double("minimumDistance") { scrub.minimumDistance = CGFloat(distance) }
      return scrub
    }
    registry.registerRecognizer("PlainRecognizer") { UIGestureRecognizer(target: nil, action: nil) }
    return registry
  }

  private func build(_ recognizer: String, registry: ClassRegistry = Self.registry) throws -> BuiltScene {
    let text =
      #"{"controllers": [{"id": "vc", "view": "v", "actions": ["scrubbed:"]}], "views": [{"id": "v", "frame": [0,0,99,99], "gestureRecognizers": [\#(recognizer)]}]}"#
    let reader = SceneReader(file: "s.scene.json", source: text)
    let root = try JSONParser().parse(text, file: "s.scene.json")
    return try SceneBuilder(registry: registry).build(try reader.read(root), reader: reader)
  }

  private func diagnostic(_ recognizer: String, registry: ClassRegistry = Self.registry) -> Diagnostic? {
    do {
      _ = try build(recognizer, registry: registry)
      return nil
    } catch {
      return error as? Diagnostic
    }
  }

  @Test("a registered class is made by its factory, with its own fields and the common ones")
  func registered() throws {
    let scene = try build(
      #"{"id": "s", "class": "ScrubGestureRecognizer", "minimumDistance": 25, "cancelsTouchesInView": false, "targets": [{"target": "vc", "action": "scrubbed:"}]}"#
    )
    let scrub = try #require(scene.recognizers["s"] as? ScrubGestureRecognizer)

    #expect(scrub.minimumDistance == 25)
    #expect(!scrub.cancelsTouchesInView)
    #expect(scrub.name == "s")
    #expect(scrub.view === scene.responder(named: "v"))
    #expect(Self.registry.recognizerClassNames.contains("ScrubGestureRecognizer"))
    #expect(Self.registry.recognizerClassNames.contains("UITapGestureRecognizer"))
  }

  @Test("a class registered with a plain maker takes no fields of its own")
  func plainMaker() throws {
    let found = diagnostic(#"{"id": "p", "class": "PlainRecognizer", "minimumDistance": 3}"#)

    #expect(try build(#"{"id": "p", "class": "PlainRecognizer"}"#).recognizers["p"] != nil)
    #expect(found?.message.contains("unknown field 'minimumDistance' for a PlainRecognizer") == true)
  }

  @Test("'base' makes an app's recognizer subclass a stock one, with the stock class's fields")
  func base() throws {
    let scene = try build(
      #"{"id": "t", "class": "DismissTapRecognizer", "base": "UITapGestureRecognizer", "numberOfTapsRequired": 2}"#
    )

    let tap = try #require(scene.recognizers["t"] as? UITapGestureRecognizer)
    #expect(tap.numberOfTapsRequired == 2)
  }

  @Test(
    "an unknown recognizer class names the position, the JSON path, the registered classes and a did-you-mean",
    arguments: [
      (
        #"{"id": "g", "class": "ScrubGestureRecogniser"}"#,
        "unknown recognizer class 'ScrubGestureRecogniser'; known classes are PlainRecognizer, ScrubGestureRecognizer, UILongPressGestureRecognizer",
        "did you mean 'ScrubGestureRecognizer'?"
      ),
      (
        #"{"id": "g", "class": "UITapGestureRecogniser"}"#,
        "unknown recognizer class 'UITapGestureRecogniser'",
        "did you mean 'UITapGestureRecognizer'?"
      ),
      (
        #"{"id": "g", "class": "MyTap", "base": "ScrubGestureRecognizer"}"#,
        "'base' must name a stock recognizer class, found 'ScrubGestureRecognizer'", nil
      ),
    ])
  func unknown(recognizer: String, message: String, note: String?) throws {
    let found = try #require(diagnostic(recognizer))

    #expect(found.file == "s.scene.json")
    #expect(found.line == 1)
    #expect(found.column > 100)
    #expect(found.message.contains(message))
    #expect(found.path?.hasPrefix("views[0].gestureRecognizers[0].") == true)
    if let note { #expect(found.notes.contains { $0.contains(note) }) }
  }

  @Test("a registry without the class rejects it even when another registry has it")
  func standardRegistryRejects() throws {
    let found = try #require(
      diagnostic(#"{"id": "g", "class": "ScrubGestureRecognizer"}"#, registry: .standard))

    #expect(found.message.contains("known classes are UILongPressGestureRecognizer, UIPanGestureRecognizer"))
    #expect(found.path == "views[0].gestureRecognizers[0].class")
  }
}
