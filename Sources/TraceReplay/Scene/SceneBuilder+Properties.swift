import Foundation
import UIKitModel

extension SceneBuilder {
  /// Assigns the view's `set` properties, in the scene's order, and registers its `watch`
  /// properties with the scene (contract section 10).
  func applyProperties(
    _ spec: ViewSpec, to view: UIView, reader: SceneReader, scene: BuiltScene
  ) throws(Diagnostic) {
    guard !spec.set.isEmpty || !spec.watch.isEmpty else { return }
    let properties = registry.properties(of: view, named: spec.className)
    for member in spec.set {
      let path = spec.path + ".set." + member.key
      guard let property = properties[member.key] else {
        throw unknownProperty(
          member.key, of: spec, among: properties, at: member.keyPosition, path: path, reader: reader)
      }
      let about = "'\(member.key)' of a \(spec.className)"
      guard property.isSettable else {
        throw reader.error(
          "\(about) is read-only: a scene can watch it, not set it", at: member.keyPosition, path: path)
      }
      guard let value = PropertyValue(json: member.node.value) else {
        throw reader.error(
          "\(about) is a \(property.typeName): expected a value for it, found an object", at: member.node,
          path: path)
      }
      do throws(PropertyConversionError) {
        try property.set(value, on: view)
      } catch {
        throw reader.error(
          Self.message(error, about: about, type: property.typeName, found: reader.describe(member.node)),
          at: member.node, path: path)
      }
    }
    for (index, watch) in spec.watch.enumerated() {
      let path = spec.path + ".watch[\(index)]"
      guard let property = properties[watch.name] else {
        throw unknownProperty(
          watch.name, of: spec, among: properties, at: watch.position, path: path, reader: reader)
      }
      do throws(PropertyConversionError) {
        try property.checkConvertible(on: view)
      } catch {
        throw reader.error(
          Self.message(
            error, about: "'\(watch.name)' of a \(spec.className)", type: property.typeName, found: nil),
          at: watch.position,
          path: path)
      }
      scene.watches.append(
        WatchedProperty(
          view: view, id: spec.id,
          className: scene.reportedClassName(of: view) ?? _typeName(type(of: view), qualified: false),
          name: watch.name, property: property))
    }
  }

  private func unknownProperty(
    _ name: String, of spec: ViewSpec, among properties: [String: ViewProperty], at position: SourcePosition,
    path: String, reader: SceneReader
  ) -> Diagnostic {
    let known = properties.keys.sorted()
    var notes = suggestionNotes(name, known)
    if notes.isEmpty {
      notes = [
        known.isEmpty
          ? "no properties of \(spec.className) are registered for set and watch"
          : "the properties of a \(spec.className) that scenes can set and watch: \(known.joined(separator: ", "))"
      ]
    }
    return reader.error(
      "unknown property '\(name)' for a \(spec.className)", at: position, path: path, notes: notes)
  }

  /// The message for a conversion that failed: `about` names the property, `found` describes the
  /// scene's value (nil for a watch).
  static func message(
    _ error: PropertyConversionError, about: String, type typeName: String, found: String?
  ) -> String {
    let found = found.map { ", \($0)" } ?? ""
    switch error {
    case .notConvertible(let type):
      return
        "\(about) is \(Self.article(type)) \(type), which set and watch cannot convert: they take numbers, Bool, String, "
        + "enums, optionals of those, CGPoint and CGSize"
    case .wrongType(let expected):
      return "\(about) is \(Self.article(typeName)) \(typeName): expected \(expected)\(found)"
    case .outOfRange(let type, let range):
      return "\(about) is \(Self.article(type)) \(type): expected \(range)\(found)"
    case .noSuchCase(let type, let cases):
      let list = cases.isEmpty ? "" : " (\(cases.joined(separator: ", ")))"
      return "\(about) is \(Self.article(type)) \(type): expected one of its cases\(list)\(found)"
    }
  }
}

/// A property a scene watches on one of its views (contract section 10).
struct WatchedProperty {
  let view: UIView
  /// The view's scene id.
  let id: String
  /// The view's class name as records give it.
  let className: String
  /// The property's name.
  let name: String
  let property: ViewProperty
}

extension SceneBuilder {
  /// "an" before a type name that starts with a vowel sound (`an Int`, `an Optional<String>`),
  /// else "a" (`a Float`, `a UInt8`).
  static func article(_ name: String) -> String {
    guard let first = name.first else { return "a" }
    return "AEIOaeio".contains(first) ? "an" : "a"
  }
}
