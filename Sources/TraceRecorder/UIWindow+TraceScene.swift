#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

extension UIWindow {
  /// This window's scene as it is now, in the scene format (docs/scene-format.md): its views
  /// back to front with classes, frames, bounds origins and flags; scroll views' content and
  /// views' gesture recognizers (without their targets, which UIKit does not expose); controls' state and
  /// target-action registrations; the controllers found along the responder chain, with the
  /// actions they respond to; the first responder. `names` are ids the app gave.
  func captureTraceScene(names: [ObjectIdentifier: String]) -> (scene: RecordedJSON, notes: [String]) {
    var capture = TraceSceneCapture(names: names)
    var views: [UIView] = []
    for subview in subviews { subview.collectTraceViews(into: &views) }
    for view in views {
      capture.name(ObjectIdentifier(view), preferred: view.accessibilityIdentifier, stem: view.traceClassName)
    }
    // A controller is in the responder chain right after its root view.
    var controllers: [UIViewController] = []
    for view in views {
      if let controller = view.next as? UIViewController, controller.viewIfLoaded === view,
        !controllers.contains(where: { $0 === controller })
      {
        controllers.append(controller)
      }
    }
    for controller in controllers {
      capture.name(
        ObjectIdentifier(controller), preferred: nil, stem: String(describing: type(of: controller)))
    }
    for view in views { view.nameTraceRecognizers(capture: &capture) }
    if !capture.recognizers.isEmpty {
      let ids = capture.recognizers.map { "'\($0)'" }.joined(separator: ", ")
      capture.note(
        "gesture recognizers \(ids) are recorded without targets: UIKit does not expose a recognizer's targets "
          + "and actions (nor its failure requirements or its delegate's answers); add their targets to the scene by hand"
      )
    }
    var registrations: [ObjectIdentifier: RecordedJSON] = [:]
    for view in views {
      if let control = view as? UIControl {
        registrations[ObjectIdentifier(control)] = control.traceRegistrations(in: self, capture: &capture)
      }
    }
    var members: [RecordedJSON.Member] = [
      .init(
        key: "window",
        value: .object([
          .init(key: "width", value: .number(Double(bounds.width))),
          .init(key: "height", value: .number(Double(bounds.height))),
        ]))
    ]
    if !controllers.isEmpty {
      members.append(
        .init(
          key: "controllers",
          value: .array(controllers.map { traceController($0, capture: capture) })))
    }
    let responders: [UIResponder] = views + controllers
    if let first = responders.first(where: { $0.isFirstResponder }),
      let id = capture.ids[ObjectIdentifier(first)]
    {
      members.append(.init(key: "firstResponder", value: .string(id)))
    }
    members.append(
      .init(
        key: "views",
        value: .array(
          subviews.map { $0.traceSceneView(capture: capture, registrations: registrations) })))
    return (.object(members), capture.notes)
  }

  /// A controller: its id, its root view's id, its parent (when captured), and the actions
  /// among those the controls name that it responds to.
  private func traceController(_ controller: UIViewController, capture: TraceSceneCapture) -> RecordedJSON {
    var members: [RecordedJSON.Member] = [
      .init(key: "id", value: .string(capture.ids[ObjectIdentifier(controller)] ?? "")),
      .init(
        key: "view",
        value: .string(controller.viewIfLoaded.flatMap { capture.ids[ObjectIdentifier($0)] } ?? "")),
    ]
    if let parent = controller.parent, let id = capture.ids[ObjectIdentifier(parent)] {
      members.append(.init(key: "parent", value: .string(id)))
    }
    let actions = capture.selectors.filter { controller.responds(to: Selector($0)) }
    if !actions.isEmpty { members.append(.init(key: "actions", value: .array(actions.map { .string($0) }))) }
    return .object(members)
  }
}
