import Foundation
import UIKitModel

extension SceneBuilder {
  /// Attaches each view's recognizers (contract 7.2), in order, with their targets and scripted
  /// delegates; then the failure requirements, once every recognizer exists.
  func attachRecognizers(_ views: [ViewSpec], scene: BuiltScene, reader: SceneReader) throws(Diagnostic) {
    var made: [(RecognizerSpec, UIGestureRecognizer)] = []
    func walk(_ views: [ViewSpec]) throws(Diagnostic) {
      for spec in views {
        if let view = scene.responders[spec.id] as? UIView {
          for recognizerSpec in spec.recognizers {
            let recognizer = try makeRecognizer(recognizerSpec, reader: reader)
            view.addGestureRecognizer(recognizer)
            scene.register(recognizer, id: recognizerSpec.id)
            made.append((recognizerSpec, recognizer))
          }
        }
        try walk(spec.subviews)
      }
    }
    try walk(views)
    for (spec, recognizer) in made {
      for required in spec.requiresFailureOf {
        if let other = scene.recognizers[required.id] { recognizer.require(toFail: other) }
      }
      for target in spec.targets {
        let object: AnyObject? = target.target.flatMap { scene.responder(named: $0) }
        // A nil target has nobody to receive the action: UIKit sends it nowhere.
        if let object { recognizer.addTarget(object, action: Selector(target.action)) }
      }
      let delegate = SceneGestureDelegate(spec: spec, scene: scene)
      if delegate.isNeeded {
        recognizer.delegate = delegate
        scene.keep(delegate)
      }
    }
  }

  private func makeRecognizer(_ spec: RecognizerSpec, reader: SceneReader) throws(Diagnostic)
    -> UIGestureRecognizer
  {
    var asked: [String] = []
    func member(_ key: String) -> JSONNode? {
      asked.append(key)
      return spec.members.first { $0.key == key }?.node
    }
    func bool(_ key: String) throws(Diagnostic) -> Bool? {
      guard let node = member(key) else { return nil }
      guard case .bool(let value) = node.value else {
        throw reader.typeError(node, expected: "true or false", path: spec.path + "." + key)
      }
      return value
    }
    func number(_ key: String) throws(Diagnostic) -> Double? {
      guard let node = member(key) else { return nil }
      return try reader.number(node, path: spec.path + "." + key)
    }
    func count(_ key: String) throws(Diagnostic) -> Int? {
      guard let node = member(key) else { return nil }
      let value = try reader.number(node, path: spec.path + "." + key)
      guard value >= 1, value <= 100, value == value.rounded() else {
        throw reader.error(
          "\(key) must be a whole number from 1 to 100", at: node, path: spec.path + "." + key)
      }
      return Int(value)
    }
    let recognizer: UIGestureRecognizer
    switch spec.className {
    case "UITapGestureRecognizer":
      let tap = UITapGestureRecognizer()
      if let value = try count("numberOfTapsRequired") { tap.numberOfTapsRequired = value }
      if let value = try count("numberOfTouchesRequired") { tap.numberOfTouchesRequired = value }
      recognizer = tap
    case "UILongPressGestureRecognizer":
      let press = UILongPressGestureRecognizer()
      if let value = try number("minimumPressDuration") { press.minimumPressDuration = max(0, value) }
      if let value = try number("allowableMovement") { press.allowableMovement = CGFloat(max(0, value)) }
      if let value = try count("numberOfTouchesRequired") { press.numberOfTouchesRequired = value }
      recognizer = press
    case "UIPanGestureRecognizer":
      let pan = UIPanGestureRecognizer()
      if let value = try count("minimumNumberOfTouches") { pan.minimumNumberOfTouches = value }
      if let value = try count("maximumNumberOfTouches") { pan.maximumNumberOfTouches = value }
      recognizer = pan
    default:
      let swipe = UISwipeGestureRecognizer()
      if let node = member("direction") {
        swipe.direction = try direction(node, path: spec.path + ".direction", reader: reader)
      }
      if let value = try count("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = value }
      recognizer = swipe
    }
    recognizer.name = spec.id
    if let value = try bool("isEnabled") { recognizer.isEnabled = value }
    if let value = try bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = value }
    if let value = try bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = value }
    if let value = try bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = value }
    _ = try bool("shouldBegin")
    for field in spec.members where !asked.contains(field.key) {
      throw reader.error(
        "unknown field '\(field.key)' for a \(spec.className)", at: field.keyPosition,
        path: spec.path + "." + field.key,
        notes: suggestionNotes(field.key, asked + SceneReader.commonRecognizerKeys))
    }
    return recognizer
  }

  private func direction(_ node: JSONNode, path: String, reader: SceneReader) throws(Diagnostic)
    -> UISwipeGestureRecognizer.Direction
  {
    let names: [(String, UISwipeGestureRecognizer.Direction)] = [
      ("right", .right), ("left", .left), ("up", .up), ("down", .down),
    ]
    var elements: [JSONNode] = [node]
    if case .array(let list) = node.value { elements = list }
    var result: UISwipeGestureRecognizer.Direction = []
    for element in elements {
      let name = try reader.string(element, path: path)
      guard let found = names.first(where: { $0.0 == name }) else {
        throw reader.error(
          "unknown swipe direction '\(name)': right, left, up or down", at: element, path: path,
          notes: suggestionNotes(name, names.map(\.0)))
      }
      result.insert(found.1)
    }
    return result
  }
}

/// The delegate a scene's `recognizesSimultaneouslyWith`, `shouldBegin` and `ignoresTouchesIn`
/// script (contract 7.2).
final class SceneGestureDelegate: UIGestureRecognizerDelegate {
  private let simultaneous: [UIGestureRecognizer]
  private let simultaneousWithAll: Bool
  private let begins: Bool
  private let ignored: [UIView]

  init(spec: RecognizerSpec, scene: BuiltScene) {
    simultaneous = spec.recognizesSimultaneouslyWith.compactMap { scene.recognizers[$0] }
    simultaneousWithAll = spec.simultaneousWithAll
    let shouldBegin = spec.members.first { $0.key == "shouldBegin" }?.node.value
    begins = shouldBegin != .bool(false)
    ignored = spec.ignoresTouchesIn.compactMap { scene.responders[$0.id] as? UIView }
  }

  var isNeeded: Bool { !simultaneous.isEmpty || simultaneousWithAll || !begins || !ignored.isEmpty }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    guard let view = touch.view else { return true }
    return !ignored.contains { view.isDescendant(of: $0) }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    simultaneousWithAll || simultaneous.contains { $0 === otherGestureRecognizer }
  }
}
