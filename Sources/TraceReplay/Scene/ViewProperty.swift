import Foundation
import UIKitModel

/// A property of a view class that a scene may `set` and `watch` (contract section 10), read and
/// written through a key path.
public struct ViewProperty {
  /// Reads the property from an instance of the class it was made for; nil for other objects.
  let read: (AnyObject) -> Any?
  /// Writes the property on an instance of its class; nil when the property is read-only.
  let write: ((AnyObject, Any) -> Bool)?

  /// A property read, and written when `keyPath` is writable, through `keyPath`.
  public init<Root: AnyObject, Value>(_ keyPath: KeyPath<Root, Value>) {
    read = { object in (object as? Root).map { $0[keyPath: keyPath] } }
    if let writable = keyPath as? ReferenceWritableKeyPath<Root, Value> {
      write = { object, value in
        guard let root = object as? Root, let value = value as? Value else { return false }
        root[keyPath: writable] = value
        return true
      }
    } else {
      write = nil
    }
  }
}
