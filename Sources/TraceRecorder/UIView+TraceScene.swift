#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

extension UIView {
  /// The class name as scenes write it: the Swift name without its module (`CheckoutButton`).
  var traceClassName: String { String(describing: type(of: self)) }

  /// Adds this view and the views below it, depth first, to `views`. The parts inside a stock
  /// control (a button's label and image, a switch's knob) are left out: the model's control
  /// plays them.
  func collectTraceViews(into views: inout [UIView]) {
    views.append(self)
    guard !isStockTraceControl else { return }
    for subview in subviews { subview.collectTraceViews(into: &views) }
  }

  /// Whether this view is a control whose class is, or derives from, a stock control other than
  /// UIControl itself.
  var isStockTraceControl: Bool {
    let stock = traceStockClass
    return stock != "UIView" && stock != "UIControl" && traceStockControlClasses.contains(stock)
  }

  /// This view and its subviews in the scene format.
  func traceSceneView(
    capture: TraceSceneCapture, registrations: [ObjectIdentifier: RecordedJSON]
  ) -> RecordedJSON {
    let name = traceClassName
    let stock = traceStockClass
    var members: [RecordedJSON.Member] = [
      .init(key: "id", value: .string(capture.ids[ObjectIdentifier(self)] ?? name))
    ]
    if traceSceneClassNames.contains(name) {
      if name != "UIView" { members.append(.init(key: "class", value: .string(name))) }
    } else {
      // An app's subclass (or a UIKit class scenes do not name): its own name, and the stock
      // class it behaves as (contract section 7.1).
      members.append(.init(key: "class", value: .string(name)))
      members.append(.init(key: "base", value: .string(stock)))
    }
    members.append(
      .init(
        key: "frame",
        value: .array([frame.minX, frame.minY, frame.width, frame.height].map { .number(Double($0)) })))
    // A scroll view's bounds origin is its `contentOffset`, written with its other fields.
    if bounds.origin != .zero, !(self is UIScrollView) {
      members.append(
        .init(key: "bounds", value: .array([bounds.minX, bounds.minY].map { .number(Double($0)) })))
    }
    if isHidden { members.append(.init(key: "hidden", value: .bool(true))) }
    if alpha != 1 { members.append(.init(key: "alpha", value: .number(Double(alpha)))) }
    if !isUserInteractionEnabled || traceNonInteractiveByDefault.contains(stock) {
      members.append(.init(key: "userInteractionEnabled", value: .bool(isUserInteractionEnabled)))
    }
    if isMultipleTouchEnabled { members.append(.init(key: "multipleTouchEnabled", value: .bool(true))) }
    if isExclusiveTouch { members.append(.init(key: "exclusiveTouch", value: .bool(true))) }
    if clipsToBounds { members.append(.init(key: "clipsToBounds", value: .bool(true))) }
    if let control = self as? UIControl {
      members += control.traceControlFields(stock: stock)
      if let targets = registrations[ObjectIdentifier(control)] {
        members.append(.init(key: "targets", value: targets))
      }
    }
    members += traceSection7Fields(capture: capture)
    let actions = capture.selectors.filter { responds(to: Selector($0)) }
    if !actions.isEmpty { members.append(.init(key: "actions", value: .array(actions.map { .string($0) }))) }
    if !isStockTraceControl {
      let children = subviews.map { $0.traceSceneView(capture: capture, registrations: registrations) }
      if !children.isEmpty { members.append(.init(key: "subviews", value: .array(children))) }
    }
    return .object(members)
  }
}
