import Foundation

extension UIApplication {
  /// What an application's bundle holds for `UIImage(named:)` and what `UIImage(contentsOfFile:)`
  /// can read, as the host gives it: the model itself reads no files.
  package struct ImageSource {
    /// The bytes of the bundle's image file `fileName` (such as `thumb@2x.png`), or nil.
    package var resource: (_ fileName: String) -> [UInt8]?
    /// The size in points of an image the host declares by name without a file, or nil.
    package var declared: (_ name: String) -> CGSize?
    /// The bytes of the file at `path`, or nil.
    package var file: (_ path: String) -> [UInt8]?
    /// Told each time a name is found nowhere.
    package var missing: (_ name: String) -> Void

    /// A source that answers with the given closures.
    package init(
      resource: @escaping (String) -> [UInt8]? = { _ in nil },
      declared: @escaping (String) -> CGSize? = { _ in nil },
      file: @escaping (String) -> [UInt8]? = { _ in nil },
      missing: @escaping (String) -> Void = { _ in }
    ) {
      self.resource = resource
      self.declared = declared
      self.file = file
      self.missing = missing
    }
  }

  /// The image named `name`, as `UIImage(named:)` finds it: the image already loaded for that
  /// name (the same instance: UIKit's cache), else the best file of the bundle for the screen's
  /// scale, else an image the host declares by that name; nil when none is found.
  ///
  /// A name without a scale suffix or extension is looked for as UIKit does: `name@2x.png` on a
  /// 2x screen, then the other scales from the largest, then `name.png`; a name that ends in
  /// `.png` the same way without it; `@2x`/`@3x` give the image's scale.
  package func image(named name: String) -> UIImage? {
    if let image = imagesByName[name] { return image }
    guard let image = findImage(named: name) else {
      imageSource?.missing(name)
      return nil
    }
    imagesByName[name] = image
    return image
  }

  /// A new image read from the file at `path` every time it is asked for; nothing is cached.
  package func image(contentsOfFile path: String) -> UIImage? {
    guard let bytes = imageSource?.file(path) else { return nil }
    return UIImage.decoded(bytes, scale: UIImage.scale(ofFileName: path))
  }

  private func findImage(named name: String) -> UIImage? {
    guard let source = imageSource, !name.isEmpty else { return nil }
    for (fileName, scale) in UIImage.fileNames(for: name, screenScale: UIScreen.main.scale) {
      if let bytes = source.resource(fileName) {
        return UIImage.decoded(bytes, scale: scale)
      }
    }
    return source.declared(name).map { UIImage(size: $0, scale: 1) }
  }
}

extension UIImage {
  /// The image a PNG's bytes describe (its pixel size over `scale`), or nil.
  static func decoded(_ bytes: some Collection<UInt8>, scale: CGFloat) -> UIImage? {
    guard let pixels = PNGFile.pixelSize(of: bytes) else { return nil }
    return UIImage(
      size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale),
      scale: scale)
  }

  /// The scale a file name's `@2x`/`@3x` suffix gives (before its extension), else 1.
  static func scale(ofFileName fileName: String) -> CGFloat {
    let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
    let stem = base.hasSuffix(".png") ? String(base.dropLast(4)) : base
    for scale in [3, 2] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
    return 1
  }

  /// The bundle file names `UIImage(named:)` tries for `name`, best first, each with the scale
  /// it gives.
  static func fileNames(for name: String, screenScale: CGFloat) -> [(String, CGFloat)] {
    let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    let suffixed = scale(ofFileName: stem)
    if suffixed != 1 || (name.contains(".") && !name.hasSuffix(".png")) {
      // A name that says its scale, or has an extension of its own, is looked for as written.
      return [(name.contains(".") ? name : name + ".png", suffixed)]
    }
    let screen = Int(screenScale.rounded())
    let scales = [3, 2].filter { $0 == screen } + [3, 2].filter { $0 != screen }
    return scales.map { ("\(stem)@\($0)x.png", CGFloat($0)) } + [(stem + ".png", 1)]
  }
}
