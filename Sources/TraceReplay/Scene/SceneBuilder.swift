import Foundation
import UIKitModel

/// Builds model objects from a `SceneSpec`: the application and window, each view through its
/// class's factory, controllers, target-actions, scripted actions and the first responder.
public struct SceneBuilder {
  /// The classes scenes may name.
  public var registry: ClassRegistry
  /// The model's tunables (touch margin, tap and gesture thresholds) for the scene's application.
  public var configuration: UIApplication.Configuration
  /// Makes the scene's window from its frame: a plain `UIWindow` by default; a program may give
  /// a subclass (one that overrides `sendEvent(_:)`, such as TraceRecorder's recording window).
  public var makeWindow: (CGRect) -> UIWindow = { UIWindow(frame: $0) }

  /// A builder with `registry`'s classes and `configuration`'s tunables.
  public init(
    registry: ClassRegistry = .standard,
    configuration: UIApplication.Configuration = UIApplication.Configuration()
  ) {
    self.registry = registry
    self.configuration = configuration
  }

  /// Builds the scene that the scene JSON `text` describes (docs/scene-format.md); `file` names
  /// it in diagnostics, which point at its lines.
  public func build(json text: String, file: String) throws(Diagnostic) -> BuiltScene {
    let reader = SceneReader(file: file, source: text)
    return try build(try reader.read(try JSONParser().parse(text, file: file)), reader: reader)
  }

  /// Builds `spec`, read by `reader` (whose file and lines are used in messages).
  package func build(_ spec: SceneSpec, reader: SceneReader) throws(Diagnostic) -> BuiltScene {
    let application = UIApplication(configuration: configuration)
    // The views are made with the application's run loop bound, so that a ported view's
    // initializer reaches it (a timer it starts runs on the trace's clock); the layout and
    // display passes run once the scene is built, as UIKit's run loop runs them before the
    // first event.
    return try withRunLoop(of: application) { () throws(Diagnostic) -> BuiltScene in
      let scene = try build(spec, reader: reader, application: application)
      application.layoutAndDisplayIfNeeded()
      scene.warnings += scene.takeImageWarnings()
      return scene
    }
  }

  private func build(
    _ spec: SceneSpec, reader: SceneReader, application: UIApplication
  ) throws(Diagnostic) -> BuiltScene {
    let window = makeWindow(CGRect(origin: .zero, size: spec.windowSize))
    window.accessibilityIdentifier = "window"
    let scene = BuiltScene(application: application, window: window, spec: spec)
    let images = SceneImages(spec: spec)
    scene.images = images
    application.imageSource = images.source
    application.addWindow(window)
    for view in spec.views {
      window.addSubview(try makeView(view, reader: reader, scene: scene))
    }
    for controller in spec.controllers {
      let object = UIViewController()
      if let view = scene.responders[controller.view] as? UIView {
        object.view = view
      }
      scene.register(object, id: controller.id)
      implement(controller.actions, on: object)
    }
    for controller in spec.controllers {
      if let parent = controller.parent,
        let parentObject = scene.responders[parent] as? UIViewController,
        let child = scene.responders[controller.id] as? UIViewController
      {
        parentObject.addChild(child)
      }
    }
    try connectTargets(spec.views, scene: scene, reader: reader)
    try attachRecognizers(spec.views, scene: scene, reader: reader)
    if let first = spec.firstResponder {
      window.setFirstResponder(scene.responder(named: first))
    }
    return scene
  }

  private func makeView(
    _ spec: ViewSpec, reader: SceneReader, scene: BuiltScene
  ) throws(Diagnostic) -> UIView {
    let properties = SceneProperties(spec: spec, reader: reader)
    let base = try properties.base(among: ClassRegistry.stockClassNames, kind: "stock class")
    guard let factory = registry.factory(for: spec.className) ?? base.flatMap({ registry.factory(for: $0) })
    else {
      let known = registry.classNames
      throw reader.error(
        "unknown class '\(spec.className)'; known classes are \(known.joined(separator: ", "))",
        at: spec.classPosition ?? spec.position, path: spec.path + ".class",
        notes: suggestionNotes(spec.className, known)
          + ["an app's own subclass can name the stock class it behaves as: \"base\": \"UIButton\""])
    }
    if let boundsPosition = spec.boundsPosition, properties.has("contentOffset") {
      throw reader.error(
        "'contentOffset' and 'bounds' both set the bounds origin of '\(spec.id)': give only one",
        at: boundsPosition, path: spec.path + ".bounds")
    }
    let view: UIView
    do {
      view = try factory(properties)
    } catch let diagnostic as Diagnostic {
      throw diagnostic
    } catch {
      throw reader.error(
        "the factory for \(spec.className) failed: \(error)", at: spec.position, path: spec.path)
    }
    try properties.rejectUnasked()
    view.frame = spec.frame
    if !(view is UIScrollView) || spec.boundsPosition != nil { view.bounds.origin = spec.boundsOrigin }
    if let geometry = spec.transform {
      view.transform = geometry.transform
      view.bounds.size = geometry.boundsSize
      view.center = geometry.center
    }
    if view is UIScrollView || !spec.recognizers.isEmpty { scene.hasGestureRecognizers = true }
    view.accessibilityIdentifier = spec.id
    if registry.factory(for: spec.className) == nil { scene.setReportedClassName(spec.className, of: view) }
    try apply(spec, to: view, reader: reader)
    try applyProperties(spec, to: view, reader: reader, scene: scene)
    scene.register(view, id: spec.id)
    implement(spec.actions, on: view)
    for subview in spec.subviews {
      view.addSubview(try makeView(subview, reader: reader, scene: scene))
    }
    return view
  }

  private func apply(_ spec: ViewSpec, to view: UIView, reader: SceneReader) throws(Diagnostic) {
    let flags = spec.flags
    if let value = flags.hidden { view.isHidden = value }
    if let value = flags.alpha { view.alpha = value }
    if let value = flags.userInteractionEnabled { view.isUserInteractionEnabled = value }
    if let value = flags.multipleTouchEnabled { view.isMultipleTouchEnabled = value }
    if let value = flags.exclusiveTouch { view.isExclusiveTouch = value }
    if let value = flags.clipsToBounds { view.clipsToBounds = value }
    if let value = flags.animating { view.isAnimatingWithoutUserInteraction = value }
    let controlFlags = [
      ("enabled", flags.enabled), ("selected", flags.selected), ("highlighted", flags.highlighted),
      ("showsMenuAsPrimaryAction", flags.showsMenuAsPrimaryAction),
    ]
    guard let control = view as? UIControl else {
      if let (name, _) = controlFlags.first(where: { $0.1 != nil }) {
        throw reader.error(
          "'\(name)' applies to controls, and '\(spec.id)' is a \(spec.className)",
          at: spec.position, path: spec.path + "." + name)
      }
      if !spec.targets.isEmpty {
        throw reader.error(
          "'targets' applies to controls, and '\(spec.id)' is a \(spec.className)",
          at: spec.position, path: spec.path + ".targets")
      }
      return
    }
    if let value = flags.enabled { control.isEnabled = value }
    if let value = flags.selected { control.isSelected = value }
    if let value = flags.highlighted { control.isHighlighted = value }
    if let value = flags.showsMenuAsPrimaryAction { control.showsMenuAsPrimaryAction = value }
  }

  private func connectTargets(
    _ views: [ViewSpec], scene: BuiltScene, reader: SceneReader
  ) throws(Diagnostic) {
    for spec in views {
      if let control = scene.responders[spec.id] as? UIControl {
        for target in spec.targets {
          let object: UIResponder? = target.target.flatMap { scene.responder(named: $0) }
          control.addTarget(
            object, action: Selector(target.action),
            for: UIControl.Event(rawValue: target.mask))
          if control is UITextField, let warning = textFieldTouchWarning(target, on: spec, reader: reader) {
            scene.warnings.append(warning)
          }
        }
      }
      try connectTargets(spec.subviews, scene: scene, reader: reader)
    }
  }

  /// A text field sends TouchDown and the drag events but swallows the end of a touch (M17): a
  /// registration for TouchUpInside, TouchUpOutside or TouchCancel on one is a warning rather
  /// than an action that silently never comes.
  private func textFieldTouchWarning(_ target: TargetSpec, on view: ViewSpec, reader: SceneReader)
    -> Diagnostic?
  {
    let neverSent = UIControl.Event([.touchUpInside, .touchUpOutside, .touchCancel]).rawValue
    guard target.mask & neverSent != 0 else { return nil }
    let names = UIControl.Event.named.filter { $0.event.rawValue & target.mask & neverSent != 0 }.map(\.name)
    var warning = reader.error(
      "'\(view.id)' is a UITextField, which never sends \(names.joined(separator: ", ")), "
        + "so '\(target.action)' is never sent for them",
      at: target.position, path: target.path,
      notes: [
        "a text field sends touchDown and drag events but swallows the end of a touch (docs/text-fields.md)"
      ])
    warning.severity = .warning
    return warning
  }

  /// Scripted responders implement their listed actions with handlers that do nothing: the
  /// observer records the message.
  private func implement(_ actions: [String], on responder: UIResponder) {
    for action in actions {
      responder.implement(Selector(action)) { _, _ in }
    }
  }
}
