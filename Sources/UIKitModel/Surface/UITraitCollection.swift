import Foundation

/// The direction text and layout run in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// How a view's content is flipped in right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// A size class.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

/// The environment a view is shown in. The model's views are all in the same fixed environment:
/// light, left-to-right, compact width and regular height at 2x.
open class UITraitCollection: Equatable, @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let layoutDirection: UIUserInterfaceLayoutDirection
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let displayScale: CGFloat

  /// The model's environment.
  public init() {
    userInterfaceStyle = .light
    layoutDirection = .leftToRight
    horizontalSizeClass = .compact
    verticalSizeClass = .regular
    displayScale = 2
  }

  /// Whether a change between the two collections changes colours: never, as nothing changes.
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }

  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.layoutDirection == rhs.layoutDirection
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
  }
}
