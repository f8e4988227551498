import UIKitModel

// `UIImage(named:)` returns the instance already loaded for a name (UIKit's cache), which a
// class's own initializer cannot do: it always makes a new object. An initializer of a protocol
// extension may assign `self` (when the protocol is not class-bound), so the named initializers
// live on this protocol, which only `UIImage` adopts. They find the application as the rest of this module does: the one bound to
// the calling thread (MainRunLoop.swift), whose bundle the replay library gives it
// (`UIApplication.imageSource`).

/// The initializers of `UIImage` that read the application's bundle or files.
public protocol UIImageLoading {}

extension UIImage: UIImageLoading {}

extension UIImageLoading {
  /// The image named `name` in the application's bundle: the same instance for a name already
  /// loaded; nil when the name is found nowhere.
  public init?(named name: String) {
    guard let image = MainRunLoop.application.image(named: name) as? Self else { return nil }
    self = image
  }

  /// The image named `name`; the bundle and traits are the application's own.
  public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }

  /// A new image read from the file at `path` every time; nothing is cached.
  public init?(contentsOfFile path: String) {
    guard let image = MainRunLoop.application.image(contentsOfFile: path) as? Self else { return nil }
    self = image
  }
}
