import Foundation
import UIKitModel

/// A scene's images, given to its application as the bundle `UIImage(named:)` reads: the files
/// of the `images` folder beside the scene file and the scene's `"images"` table; and the files
/// `UIImage(contentsOfFile:)` reads. A name found nowhere is a warning, once per name.
final class SceneImages {
  /// The folder of image files, when the scene has one.
  let folder: String?
  /// The scene's `"images"` table.
  let table: [String: CGSize]
  /// The scene file, named in warnings.
  let file: String
  /// The names already warned about.
  private var warned: Set<String> = []
  /// Warnings not yet reported.
  private var pending: [Diagnostic] = []

  init(spec: SceneSpec) {
    folder = spec.imagesFolder
    table = spec.images
    file = spec.file
  }

  /// The source the application reads images through.
  var source: UIApplication.ImageSource {
    UIApplication.ImageSource(
      resource: { [folder] fileName in
        // A name is a file of the folder: never a path that leaves it.
        guard let folder, !fileName.split(separator: "/").contains("..") else { return nil }
        return Self.read(folder + "/" + fileName)
      },
      declared: { [table] name in table[name] },
      file: { [folder] path in
        let base = folder.map { Paths.directory(of: $0) } ?? ""
        return Self.read(path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path)
      },
      missing: { [weak self] name in self?.notFound(name) })
  }

  /// The warnings met since the last call, in order.
  func takeWarnings() -> [Diagnostic] {
    defer { pending.removeAll() }
    return pending
  }

  private func notFound(_ name: String) {
    guard warned.insert(name).inserted else { return }
    let place = folder.map { _ in "no file for it in images/ beside the scene" } ?? "no images folder"
    pending.append(
      Diagnostic(
        .warning, file: file,
        message:
          "no image named \(DiagnosticText.quoted(name)): UIImage(named:) returns nil (\(place), "
          + "and not in the scene's \"images\" table)"))
  }

  private static func read(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }
}
