import Foundation

// What UIKit's classes inherit from NSObject and ported code relies on: identity equality and
// hashing for recognizers (responders have it already), and key-value observing, which the model never
// sends (Linux has no Objective-C runtime to observe with).

extension UIGestureRecognizer: Hashable {
  /// Recognizers are equal only to themselves, as NSObjects are.
  public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

#if !canImport(ObjectiveC)
  /// Options for key-value observing.
  public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
  }

  /// The keys of a key-value change dictionary.
  public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
  }
#endif

extension UIResponder {
  /// Registers a key-value observer; the model never sends key-value notifications.
  public func addObserver(
    _ observer: UIResponder, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {}

  /// Removes a key-value observer.
  public func removeObserver(_ observer: UIResponder, forKeyPath keyPath: String) {}

  /// Removes a key-value observer.
  public func removeObserver(
    _ observer: UIResponder, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {}
}

/// Changes an object's class at run time: impossible without the Objective-C runtime, so the
/// object keeps its class (declare the class with `layerClass` instead). Returns nil.
@discardableResult
public func object_setClass(_ object: Any?, _ cls: AnyClass) -> AnyClass? { nil }
