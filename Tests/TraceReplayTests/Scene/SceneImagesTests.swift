import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// A scene's images: the `images` folder beside the scene file and the scene's `"images"` table
/// are the application's bundle; a name found nowhere is a warning, once per name.
@Suite("Scene images")
struct SceneImagesTests {
  private func rendered(_ text: String) -> String {
    do {
      let reader = SceneReader(file: "s.scene.json", source: text)
      _ = try reader.read(try JSONParser().parse(text, file: "s.scene.json"))
      return "no error"
    } catch {
      return error.rendered(color: false)
    }
  }

  @Test("files of the images folder beside the scene are found by name, with their size and scale")
  func folder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("s.scene.json", #"{"views": [], "images": {"thumb": [44, 22]}}"#)
    try FileManager.default.createDirectory(
      atPath: directory.path + "/images", withIntermediateDirectories: true)
    try Data(PNGFile.make(width: 60, height: 40)).write(
      to: URL(fileURLWithPath: directory.path + "/images/knob@2x.png"))

    let scene = try SceneFile.load(directory.path + "/s.scene.json")

    let knob = try #require(scene.application.image(named: "knob"))
    #expect(knob.size == CGSize(width: 30, height: 20) && knob.scale == 2)
    #expect(scene.application.image(named: "thumb")?.size == CGSize(width: 44, height: 22))
    #expect(scene.takeImageWarnings().isEmpty)
  }

  @Test("a name found nowhere gives nil and one warning, however often it is asked for")
  func missingWarnsOnce() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("s.scene.json", #"{"views": []}"#)
    let scene = try SceneFile.load(directory.path + "/s.scene.json")

    let first = scene.application.image(named: "ghost")
    let second = scene.application.image(named: "ghost")

    #expect(first == nil && second == nil)
    #expect(
      scene.takeImageWarnings().map { $0.rendered(color: false) } == [
        "\(directory.path)/s.scene.json: warning: no image named 'ghost': UIImage(named:) returns nil "
          + "(no file for it in images/ beside the scene, and not in the scene's \"images\" table)\n"
      ])
    #expect(scene.takeImageWarnings().isEmpty)
  }

  @Test(
    "a bad images table is an error at its place in the file",
    arguments: [
      (
        #"{"images": {"thumb": [44]}}"#,
        """
        s.scene.json:1:22: error: images.thumb: image 'thumb' must be [width, height], found a list of 1
        {"images": {"thumb": [44]}}
                             ^

        """
      ),
      (
        #"{"images": {"thumb": [44, 0]}}"#,
        """
        s.scene.json:1:27: error: images.thumb[1]: an image's width and height must be greater than 0, found 0
        {"images": {"thumb": [44, 0]}}
                                  ^

        """
      ),
      (
        #"{"images": ["thumb"]}"#,
        """
        s.scene.json:1:12: error: images: 'images' must be an object, found a list of 1
        {"images": ["thumb"]}
                   ^

        """
      ),
    ])
  func badTable(text: String, expected: String) {
    #expect(rendered(text) == expected)
  }
}
