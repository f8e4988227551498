import Foundation

// autolayout: replace. The Auto Layout work owns autoresizing and constraints; these declare the
// API shape ported controls compile against, storing the values and applying nothing.
extension UIView {
  /// How a view resizes when its superview's bounds change.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// autolayout: replace. How the view resizes with its superview; kept, not applied.
  public var autoresizingMask: AutoresizingMask {
    get { appearance.autoresizingMask }
    set { appearance.autoresizingMask = newValue }
  }
  /// autolayout: replace. Kept, not applied.
  public var autoresizesSubviews: Bool {
    get { appearance.autoresizesSubviews }
    set { appearance.autoresizesSubviews = newValue }
  }
  /// autolayout: replace. Kept, not applied.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { appearance.translatesAutoresizingMaskIntoConstraints }
    set { appearance.translatesAutoresizingMaskIntoConstraints = newValue }
  }
}
