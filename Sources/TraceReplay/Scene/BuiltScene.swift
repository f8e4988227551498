import Foundation
import UIKitModel

/// A scene turned into model objects: the application, its window, and every responder by id.
public final class BuiltScene {
  public let application: UIApplication
  public let window: UIWindow
  /// Views and controllers by scene id.
  public private(set) var responders: [String: UIResponder] = [:]
  /// Scene ids by object, for output.
  private var ids: [ObjectIdentifier: String] = [:]
  /// Scene ids in the order the scene declares them.
  package private(set) var orderedIDs: [String] = []
  /// The specification the scene was built from.
  package let spec: SceneSpec
  /// What building found worth a warning (a text field's touch targets, which are not
  /// modelled); a replay reports them before the first sample.
  public internal(set) var warnings: [Diagnostic] = []
  /// Gesture recognizers by scene id.
  public private(set) var recognizers: [String: UIGestureRecognizer] = [:]
  /// The properties the scene's views watch, in the scene's order (contract section 10).
  var watches: [WatchedProperty] = []
  /// Whether the scene has gesture recognizers or scroll views.
  package internal(set) var hasGestureRecognizers = false

  init(application: UIApplication, window: UIWindow, spec: SceneSpec) {
    self.application = application
    self.window = window
    self.spec = spec
    ids[ObjectIdentifier(window)] = "window"
    ids[ObjectIdentifier(application)] = "application"
  }

  func register(_ responder: UIResponder, id: String) {
    responders[id] = responder
    ids[ObjectIdentifier(responder)] = id
    orderedIDs.append(id)
  }

  /// The scene's images, the application's bundle (SceneImages.swift).
  var images: SceneImages?

  /// The warnings about image names found nowhere met since the last call; a replay records
  /// them where they were met.
  package func takeImageWarnings() -> [Diagnostic] {
    images?.takeWarnings() ?? []
  }

  /// Objects the scene keeps alive for its model objects (recognizers' scripted delegates,
  /// which a recognizer does not retain).
  private var kept: [AnyObject] = []

  func keep(_ object: AnyObject) {
    kept.append(object)
  }

  func register(_ recognizer: UIGestureRecognizer, id: String) {
    recognizers[id] = recognizer
    ids[ObjectIdentifier(recognizer)] = id
    hasGestureRecognizers = true
  }

  /// The class names reports give objects made as a stock class for an app's own subclass
  /// (`base`): the app's name, as contract section 7.1 keeps it.
  private var reportedClassNames: [ObjectIdentifier: String] = [:]

  func setReportedClassName(_ name: String, of object: AnyObject) {
    reportedClassNames[ObjectIdentifier(object)] = name
  }

  /// The class name reports give `object`: the app's own class for a view the scene made from a
  /// `base`, else nil (its Swift class).
  package func reportedClassName(of object: AnyObject) -> String? {
    reportedClassNames[ObjectIdentifier(object)]
  }

  /// The responder named `id`, including `window` and `application`.
  public func responder(named id: String) -> UIResponder? {
    switch id {
    case "window": return window
    case "application": return application
    default: return responders[id]
    }
  }

  /// The id the scene gives `object` itself (nil for an object it does not name).
  func name(of object: AnyObject) -> String? {
    ids[ObjectIdentifier(object)]
  }

  /// The scene id of `object`; views the scene did not name are called after their nearest
  /// named ancestor and class (`knob/UIView`).
  public func id(of object: AnyObject?) -> String? {
    guard let object else { return nil }
    if let id = name(of: object) { return id }
    if let view = object as? UIView {
      var ancestor = view.superview
      while let current = ancestor {
        if let id = name(of: current) { return "\(id)/\(type(of: view))" }
        ancestor = current.superview
      }
    }
    return "\(type(of: object))"
  }

  /// The frame of the view `id` in window coordinates.
  package func frameInWindow(of id: String) -> CGRect? {
    guard let view = responders[id] as? UIView else { return nil }
    return view.convert(view.bounds, to: nil)
  }
}
