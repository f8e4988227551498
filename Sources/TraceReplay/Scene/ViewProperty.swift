import Foundation
import UIKitModel

/// A property of a view class that a scene may `set` and `watch` (contract section 10), read and
/// written through a key path.
///
/// Any key path is accepted, so that registries `tracereplay port` generates compile whatever a
/// property's type; whether its values convert to and from JSON is decided at run time: numbers
/// (`CGFloat`, `Double`, `Float`, every integer width, range-checked), `Bool`, `String`,
/// optionals of those (`nil` is `null`), enums (by raw value, or by case name when
/// `CaseIterable`; an enum without raw values reads as its case name), and `CGPoint` and
/// `CGSize` as `[x, y]` lists. Other types give `PropertyConversionError.notConvertible`.
public struct ViewProperty {
  /// Reads the property from an instance of the class it was made for; nil for other objects.
  let read: (AnyObject) -> Any?
  /// Writes the property on an instance of its class; nil when the property is read-only.
  let write: ((AnyObject, Any) -> Bool)?
  /// The property's type.
  let valueType: Any.Type

  /// A property read, and written when `keyPath` is writable, through `keyPath`.
  public init<Root: AnyObject, Value>(_ keyPath: KeyPath<Root, Value>) {
    read = { object in
      guard let root = object as? Root else { return nil }
      let value: Value = root[keyPath: keyPath]
      return value as Any
    }
    if let writable = keyPath as? ReferenceWritableKeyPath<Root, Value> {
      write = { object, value in
        guard let root = object as? Root, let value = value as? Value else { return false }
        root[keyPath: writable] = value
        return true
      }
    } else {
      write = nil
    }
    valueType = Value.self
  }

  /// Whether scenes may `set` the property.
  package var isSettable: Bool { write != nil }

  /// The name of the property's type, as messages give it (`Float`, `Optional<String>`).
  package var typeName: String { PropertyConversion.typeName(valueType) }

  /// The property's value on `object`, converted; nil when `object` is not of the property's
  /// class.
  package func value(of object: AnyObject) throws(PropertyConversionError) -> PropertyValue? {
    guard let value = read(object) else { return nil }
    guard let converted = PropertyConversion.encode(value) else {
      throw .notConvertible(type: typeName)
    }
    return converted
  }

  /// Assigns `value`, converted to the property's type, on `object`; returns false when the
  /// property is read-only or `object` is not of its class.
  @discardableResult
  package func set(_ value: PropertyValue, on object: AnyObject) throws(PropertyConversionError) -> Bool {
    guard let write else { return false }
    let converted = try PropertyConversion.decode(value, as: valueType)
    return write(object, converted)
  }

  /// Checks that the property's values convert, from its type, or else from its value on
  /// `object` (an enum that does not list its cases is known by a value).
  package func checkConvertible(on object: AnyObject) throws(PropertyConversionError) {
    switch PropertyConversion.isConvertible(valueType) {
    case true?: return
    case false?: throw .notConvertible(type: typeName)
    case nil: _ = try value(of: object)
    }
  }
}
