import Foundation

/// A screen: its bounds and scale, fixed. `UIScreen.main` is an iPhone-sized 2x screen in the
/// model; nothing about it changes.
public final class UIScreen: Sendable {
  /// The screen's bounds in points.
  public let bounds: CGRect
  /// The number of pixels per point.
  public let scale: CGFloat

  /// A screen with the given bounds and scale.
  public init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
  }

  /// The screen the model's views are on: 390 x 844 points at 2x. Immutable.
  public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)

  /// The screen's native bounds in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// The native scale.
  public var nativeScale: CGFloat { scale }
  /// The screen's brightness (fixed).
  public var brightness: CGFloat { 0.5 }
  /// The screen's traits: the default collection.
  public var traitCollection: UITraitCollection { UITraitCollection() }
}
