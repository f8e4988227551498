import Foundation
import UIKitModel

/// Maps scene class names to factories that make the views: the stock classes, plus any a
/// program that embeds tracereplay registers for its own `UIView` or `UIControl` subclasses.
public struct ClassRegistry {
  /// Makes a view from its scene properties; the frame and common flags are applied afterwards.
  public typealias Factory = (SceneProperties) throws -> UIView

  private(set) var factories: [String: Factory] = [:]

  /// An empty registry (not even `UIView`).
  public init() {}

  /// A registry with UIKit's stock classes.
  public static var standard: ClassRegistry {
    var registry = ClassRegistry()
    registry.registerStockClasses()
    return registry
  }

  /// Registers (or replaces) the factory for `name`.
  public mutating func register(_ name: String, factory: @escaping Factory) {
    factories[name] = factory
  }

  /// Registers a class made with `init(frame:)` and no properties of its own.
  public mutating func register(_ name: String, _ make: @escaping (CGRect) -> UIView) {
    factories[name] = { properties in make(properties.frame) }
  }

  /// The registered names, sorted.
  public var classNames: [String] { factories.keys.sorted() }

  func factory(for name: String) -> Factory? { factories[name] }
}
