import Foundation

extension NSLayoutConstraint {
  /// A part of an item's alignment rectangle a constraint relates (UIKit's raw values).
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    /// For a constraint on a single item's size: `secondItem` is nil.
    case notAnAttribute = 0

    /// The old name of `lastBaseline`.
    @available(*, deprecated, renamed: "lastBaseline")
    public static var baseline: Attribute { .lastBaseline }
  }

  /// How the two sides of a constraint compare (UIKit's raw values).
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// A layout direction: content hugging and compression resistance are set per axis.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

/// The Swift 3 name of `NSLayoutConstraint.Attribute`.
@available(*, deprecated, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// The Swift 3 name of `NSLayoutConstraint.Relation`.
@available(*, deprecated, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
/// The Swift 3 name of `NSLayoutConstraint.Axis`.
@available(*, deprecated, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
