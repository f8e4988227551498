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

  /// Makes one recognizer through its class's factory (a registered class, else the stock class
  /// its `base` names), then applies the fields every recognizer has.
  private func makeRecognizer(_ spec: RecognizerSpec, reader: SceneReader) throws(Diagnostic)
    -> UIGestureRecognizer
  {
    let properties = SceneProperties(recognizer: spec, reader: reader)
    let base = try properties.base(
      among: ClassRegistry.stockRecognizerClassNames, kind: "stock recognizer class")
    guard
      let factory = registry.recognizerFactory(for: spec.className)
        ?? base.flatMap({ registry.recognizerFactory(for: $0) })
    else {
      let known = registry.recognizerClassNames
      throw reader.error(
        "unknown recognizer class '\(spec.className)'; known classes are \(known.joined(separator: ", "))",
        at: spec.classPosition, path: spec.path + ".class",
        notes: suggestionNotes(spec.className, known)
          + [
            "an app's own subclass can name the stock class it behaves as: \"base\": \"UITapGestureRecognizer\"; "
              + "a program that embeds tracereplay registers its own with ClassRegistry.registerRecognizer"
          ])
    }
    let recognizer: UIGestureRecognizer
    do {
      recognizer = try factory(properties)
    } catch let diagnostic as Diagnostic {
      throw diagnostic
    } catch {
      throw reader.error(
        "the factory for \(spec.className) failed: \(error)", at: spec.position, path: spec.path)
    }
    if recognizer.name == nil { recognizer.name = spec.id }
    if let value = try properties.bool("isEnabled") { recognizer.isEnabled = value }
    if let value = try properties.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = value }
    if let value = try properties.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = value }
    if let value = try properties.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = value }
    _ = try properties.bool("shouldBegin")
    try properties.rejectUnasked()
    return recognizer
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
