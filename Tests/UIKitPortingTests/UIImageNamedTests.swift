import Testing
import UIKitModel
import UIKitPorting

/// A bundle of image files by name, counting the reads of each file and the names not found.
private final class ImageBundle: @unchecked Sendable {
  var files: [String: [UInt8]] = [:]
  var reads: [String: Int] = [:]
  var missing: [String] = []
  let app = UIApplication()

  init(_ files: [String: (Int, Int)], declared: [String: CGSize] = [:]) {
    for (name, size) in files {
      self.files[name] = PNGFile.make(width: size.0, height: size.1)
    }
    app.imageSource = UIApplication.ImageSource(
      resource: { [unowned self] in self.files[$0] },
      declared: { declared[$0] },
      file: { [unowned self] path in
        self.reads[path, default: 0] += 1
        return self.files[path]
      },
      missing: { [unowned self] in self.missing.append($0) })
  }

  func run<T>(_ body: () -> T) -> T { MainRunLoop.whileBound(to: app, body) }
}

@Suite("UIImage(named:) and UIImage(contentsOfFile:) read the application's bundle")
struct UIImageNamedTests {
  @Test("L13: a name already loaded gives the same instance, as UIKit's cache does")
  func sameInstance() throws {
    let bundle = ImageBundle(["thumb.png": (30, 20)])

    let first = bundle.run { UIImage(named: "thumb") }
    let second = bundle.run { UIImage(named: "thumb") }

    let image = try #require(first)
    #expect(second === image)
  }

  @Test("L13: contentsOfFile reads the file every time and gives a new image each time")
  func contentsOfFileNotCached() throws {
    let bundle = ImageBundle(["/photos/a.png": (30, 20)])

    let first = bundle.run { UIImage(contentsOfFile: "/photos/a.png") }
    let second = bundle.run { UIImage(contentsOfFile: "/photos/a.png") }

    #expect(first != nil && second != nil)
    #expect(first !== second)
    #expect(bundle.reads["/photos/a.png"] == 2)
  }

  @Test("L13: a name without a suffix finds the @2x file on a 2x screen, with scale 2")
  func scaleSuffix() throws {
    let bundle = ImageBundle(["knob.png": (10, 10), "knob@2x.png": (20, 20), "knob@3x.png": (30, 30)])

    let image = try #require(bundle.run { UIImage(named: "knob") })

    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 10, height: 10))
  }

  @Test(
    "L13: names resolve as UIKit resolves them",
    arguments: [
      ("star", ["star@3x.png": (60, 30)], 3.0, CGSize(width: 20, height: 10)),
      ("star", ["star.png": (60, 30)], 1.0, CGSize(width: 60, height: 30)),
      ("star.png", ["star@2x.png": (60, 30)], 2.0, CGSize(width: 30, height: 15)),
      ("star@3x", ["star@3x.png": (60, 30)], 3.0, CGSize(width: 20, height: 10)),
    ])
  func resolution(name: String, files: [String: (Int, Int)], scale: Double, size: CGSize) throws {
    let bundle = ImageBundle(files)

    let image = try #require(bundle.run { UIImage(named: name) })

    #expect(image.scale == CGFloat(scale))
    #expect(image.size == size)
  }

  @Test("L13: an image the host declares by name has its declared size at scale 1")
  func declared() throws {
    let bundle = ImageBundle([:], declared: ["thumb": CGSize(width: 31, height: 31)])

    let image = try #require(bundle.run { UIImage(named: "thumb") })

    #expect(image.size == CGSize(width: 31, height: 31) && image.scale == 1)
  }

  @Test("L13: a name found nowhere gives nil and tells the host")
  func missing() {
    let bundle = ImageBundle([:])

    let image = bundle.run { UIImage(named: "nothing") }

    #expect(image == nil)
    #expect(bundle.missing == ["nothing"])
  }

  @Test("L13: with no application bound, the thread's idle one finds nothing")
  func unbound() {
    #expect(UIImage(named: "thumb") == nil)
  }
}
