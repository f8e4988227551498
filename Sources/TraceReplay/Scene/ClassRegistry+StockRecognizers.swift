import Foundation
import UIKitModel

extension ClassRegistry {
  /// The recognizers of contract 7.2, each with its class's fields under UIKit's names.
  mutating func registerStockRecognizers() {
    registerRecognizer("UITapGestureRecognizer") { properties in
      let tap = UITapGestureRecognizer()
      if let value = try Self.count(properties, "numberOfTapsRequired") { tap.numberOfTapsRequired = value }
      if let value = try Self.count(properties, "numberOfTouchesRequired") {
        tap.numberOfTouchesRequired = value
      }
      return tap
    }
    registerRecognizer("UILongPressGestureRecognizer") { properties in
      let press = UILongPressGestureRecognizer()
      if let value = try properties.double("minimumPressDuration") {
        press.minimumPressDuration = max(0, value)
      }
      if let value = try properties.double("allowableMovement") {
        press.allowableMovement = CGFloat(max(0, value))
      }
      if let value = try Self.count(properties, "numberOfTouchesRequired") {
        press.numberOfTouchesRequired = value
      }
      return press
    }
    registerRecognizer("UIPanGestureRecognizer") { properties in
      let pan = UIPanGestureRecognizer()
      if let value = try Self.count(properties, "minimumNumberOfTouches") {
        pan.minimumNumberOfTouches = value
      }
      if let value = try Self.count(properties, "maximumNumberOfTouches") {
        pan.maximumNumberOfTouches = value
      }
      return pan
    }
    registerRecognizer("UISwipeGestureRecognizer") { properties in
      let swipe = UISwipeGestureRecognizer()
      if let direction = try Self.direction(properties) { swipe.direction = direction }
      if let value = try Self.count(properties, "numberOfTouchesRequired") {
        swipe.numberOfTouchesRequired = value
      }
      return swipe
    }
    registerRecognizer("UIPinchGestureRecognizer") { _ in UIPinchGestureRecognizer() }
    registerRecognizer("UIRotationGestureRecognizer") { _ in UIRotationGestureRecognizer() }
    registerRecognizer("UIScreenEdgePanGestureRecognizer") { properties in
      let edgePan = UIScreenEdgePanGestureRecognizer()
      if let edges = try Self.edges(properties) { edgePan.edges = edges }
      return edgePan
    }
  }

  /// Names the stock recognizer classes a recognizer's `base` may give.
  static let stockRecognizerClassNames: Set<String> = [
    "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
    "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
    "UIScreenEdgePanGestureRecognizer",
  ]

  /// A count of taps, touches or fingers: a whole number from 1 to 100.
  private static func count(_ properties: SceneProperties, _ key: String) throws(Diagnostic) -> Int? {
    guard let value = try properties.double(key) else { return nil }
    guard value >= 1, value <= 100, value == value.rounded() else {
      throw properties.invalid(key, "\(key) must be a whole number from 1 to 100")
    }
    return Int(value)
  }

  /// A swipe's `direction`: one name or a list of them.
  private static func direction(_ properties: SceneProperties) throws(Diagnostic)
    -> UISwipeGestureRecognizer.Direction?
  {
    guard let elements = try properties.stringOrList("direction") else { return nil }
    let names: [(String, UISwipeGestureRecognizer.Direction)] = [
      ("right", .right), ("left", .left), ("up", .up), ("down", .down),
    ]
    var result: UISwipeGestureRecognizer.Direction = []
    for element in elements {
      guard let found = names.first(where: { $0.0 == element.value }) else {
        throw properties.invalid(
          "direction", at: element.node,
          "unknown swipe direction '\(element.value)': right, left, up or down",
          notes: suggestionNotes(element.value, names.map(\.0)))
      }
      result.insert(found.1)
    }
    return result
  }

  /// A screen-edge pan's `edges`: `all`, one edge name, or a list of them (contract 9.1).
  private static func edges(_ properties: SceneProperties) throws(Diagnostic) -> UIRectEdge? {
    guard let elements = try properties.stringOrList("edges") else { return nil }
    let names: [(String, UIRectEdge)] = [
      ("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom), ("all", .all),
    ]
    var result: UIRectEdge = []
    for element in elements {
      guard let found = names.first(where: { $0.0 == element.value }) else {
        throw properties.invalid(
          "edges", at: element.node,
          "unknown screen edge '\(element.value)': left, right, top, bottom or all",
          notes: suggestionNotes(element.value, names.map(\.0)))
      }
      result.insert(found.1)
    }
    return result
  }
}
