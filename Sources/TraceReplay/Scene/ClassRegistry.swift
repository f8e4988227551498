import Foundation
import UIKitModel

/// Maps scene class names to factories that make the views and gesture recognizers: the stock
/// classes, plus any a program that embeds tracereplay registers for its own `UIView`,
/// `UIControl` or `UIGestureRecognizer` subclasses.
public struct ClassRegistry {
  /// Makes a view from its scene properties; the frame and common flags are applied afterwards.
  public typealias Factory = (SceneProperties) throws -> UIView
  /// Makes a gesture recognizer from its scene properties (its `frame` is zero); the common
  /// fields of contract 7.2 (`isEnabled`, `cancelsTouchesInView`, targets...) are applied
  /// afterwards.
  public typealias RecognizerFactory = (SceneProperties) throws -> UIGestureRecognizer

  private(set) var factories: [String: Factory] = [:]
  private(set) var recognizerFactories: [String: RecognizerFactory] = [:]
  /// Each class's property tables, made when a scene first sets or watches a property: a
  /// table's key paths cost about as much to make as the rest of start-up (docs/performance.md).
  private var propertyTables: [String: [() -> [String: ViewProperty]]] = [:]

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

  /// Registers (or replaces) the factory for the gesture recognizer class `name`.
  public mutating func registerRecognizer(_ name: String, factory: @escaping RecognizerFactory) {
    recognizerFactories[name] = factory
  }

  /// Registers a recognizer class made with `init(target: nil, action: nil)` and no properties
  /// of its own.
  public mutating func registerRecognizer(_ name: String, _ make: @escaping () -> UIGestureRecognizer) {
    recognizerFactories[name] = { _ in make() }
  }

  /// Registers the properties of the class `name` that scenes may `set` and `watch`, by name
  /// (added to those registered before).
  public mutating func registerProperties(_ name: String, _ properties: [String: ViewProperty]) {
    propertyTables[name, default: []].append { properties }
  }

  /// Registers the properties of the class `name` as `registerProperties(_:_:)` does, made by
  /// `make` only when a scene sets or watches a property of a view of that class.
  public mutating func registerProperties(_ name: String, making make: @escaping () -> [String: ViewProperty])
  {
    propertyTables[name, default: []].append(make)
  }

  /// The registered view class names, sorted.
  public var classNames: [String] { factories.keys.sorted() }

  /// The registered gesture recognizer class names, sorted.
  public var recognizerClassNames: [String] { recognizerFactories.keys.sorted() }

  func factory(for name: String) -> Factory? { factories[name] }

  /// The properties scenes may `set` and `watch` on `view`, made for the scene class `name`: its
  /// class's and each superclass's registered properties (a ported `RangeSlider: UIControl` has
  /// `UIControl`'s and `UIView`'s), those of `name` last, a subclass's replacing its
  /// superclass's of the same name.
  func properties(of view: UIView, named name: String) -> [String: ViewProperty] {
    var chain: [String] = []
    var current: AnyClass? = type(of: view)
    while let type = current {
      chain.append(_typeName(type, qualified: false))
      current = _getSuperclass(type)
    }
    var result: [String: ViewProperty] = [:]
    for className in chain.reversed() + [name] {
      for table in propertyTables[className] ?? [] {
        result.merge(table()) { _, new in new }
      }
    }
    return result
  }

  func recognizerFactory(for name: String) -> RecognizerFactory? { recognizerFactories[name] }
}
