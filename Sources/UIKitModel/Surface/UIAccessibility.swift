import Foundation

/// What an accessibility element is and does, for assistive technologies; kept, never spoken.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// An element that assistive technologies see inside a container view; kept, never read aloud.
open class UIAccessibilityElement: Hashable {
  /// The container the element belongs to. Not retained, as in UIKit.
  open weak var accessibilityContainer: AnyObject?
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The frame in screen coordinates.
  open var accessibilityFrame: CGRect = .zero
  /// The frame in the container's coordinates.
  open var accessibilityFrameInContainerSpace: CGRect = .zero
  open var accessibilityIdentifier: String?

  /// Creates an element inside `container`.
  public init(accessibilityContainer container: Any) {
    self.accessibilityContainer = container as AnyObject
  }

  /// Called when an assistive technology increments an adjustable element.
  open func accessibilityIncrement() {}
  /// Called when an assistive technology decrements an adjustable element.
  open func accessibilityDecrement() {}
  /// Called when an assistive technology activates the element; false: not handled.
  open func accessibilityActivate() -> Bool { false }

  public static func == (lhs: UIAccessibilityElement, rhs: UIAccessibilityElement) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Posting to assistive technologies: nothing listens in the model.
public enum UIAccessibility {
  /// A notification assistive technologies receive.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
  }

  /// Posts `notification`; nothing listens.
  public static func post(notification: Notification, argument: Any?) {}
  /// Whether VoiceOver runs: never in the model.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Reduce Motion is on: never in the model.
  public static var isReduceMotionEnabled: Bool { false }
}
