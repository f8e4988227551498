import Foundation

/// How much a constraint matters: 1000 (`required`) must hold; lower priorities are met as
/// far as the required ones allow, a higher one before a lower one.
public struct UILayoutPriority: Hashable, Sendable, RawRepresentable {
  public var rawValue: Float

  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a button's compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// 510: a drag that may resize its scene.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500: what keeps a scene's size while a drag goes on.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490: a drag that cannot resize its scene.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: a button's content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: what `systemLayoutSizeFitting` uses to pull a view to its fitting size.
  public static let fittingSizeLevel = UILayoutPriority(50)
}

extension UILayoutPriority: Comparable {
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public init(floatLiteral value: Float) {
    self.init(value)
  }

  public init(integerLiteral value: Int) {
    self.init(Float(value))
  }
}

extension UILayoutPriority {
  /// The priority `rhs` above `lhs` (`.defaultHigh + 1`).
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// The priority `rhs` below `lhs` (`.required - 1`).
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
