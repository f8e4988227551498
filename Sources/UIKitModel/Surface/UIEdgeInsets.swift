import Foundation

/// Distances inward from each edge of a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No insets.
  public static let zero = UIEdgeInsets()
}

/// Insets whose sides follow the layout direction.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  public static let zero = NSDirectionalEdgeInsets()
}

/// An offset, as UIKit uses for text positions.
public struct UIOffset: Equatable, Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public init() { self.init(horizontal: 0, vertical: 0) }
  public static let zero = UIOffset()
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown by negative ones).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }
}

/// Swift 3's name for `UIEdgeInsets(top:left:bottom:right:)`.
@available(*, deprecated, renamed: "UIEdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
  -> UIEdgeInsets
{
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Swift 3's name for `CGRect.inset(by:)`.
@available(*, deprecated, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
  rect.inset(by: insets)
}

/// Swift 3's name for `UIEdgeInsets.zero`.
@available(*, deprecated, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero = UIEdgeInsets.zero

/// Swift 3's name for `UIOffset(horizontal:vertical:)`.
@available(*, deprecated, renamed: "UIOffset(horizontal:vertical:)")
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
  UIOffset(horizontal: horizontal, vertical: vertical)
}
