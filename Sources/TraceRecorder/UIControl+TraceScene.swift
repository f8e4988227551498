#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

extension UIControl {
  /// The control's target-action registrations, from `allTargets` and
  /// `actions(forTarget:forControlEvent:)` asked for each control event: one entry per target
  /// and action, with the events it is registered for. Targets come in capture order (UIKit
  /// does not say in which order they were added); each target's actions in UIKit's order.
  func traceRegistrations(in window: UIWindow, capture: inout TraceSceneCapture) -> RecordedJSON? {
    let id = capture.ids[ObjectIdentifier(self)] ?? traceClassName
    var targets: [(rank: Int, id: String, object: AnyObject)] = []
    for target in allTargets {
      let object = target.base as AnyObject
      if object is NSNull {
        capture.note(
          "'\(id)' has nil-targeted actions, which allTargets and actions(forTarget:forControlEvent:) "
            + "do not reveal: add them to the scene's targets by hand")
        continue
      }
      if object === window {
        targets.append((Int.max - 1, "window", object))
      } else if object is UIApplication {
        targets.append((Int.max, "application", object))
      } else if let targetID = capture.ids[ObjectIdentifier(object)] {
        targets.append((capture.order[ObjectIdentifier(object)] ?? 0, targetID, object))
      } else {
        capture.note(
          "'\(id)' has a target outside the captured views and controllers (\(type(of: object))): not recorded"
        )
      }
    }
    var entries: [(target: String, action: String, events: [String])] = []
    for target in targets.sorted(by: { ($0.rank, $0.id) < ($1.rank, $1.id) }) {
      for event in TraceSceneCapture.eventNames {
        let actions =
          self.actions(forTarget: target.object, forControlEvent: Event(rawValue: event.rawValue)) ?? []
        for action in actions {
          capture.noteSelector(action)
          if let index = entries.firstIndex(where: { $0.target == target.id && $0.action == action }) {
            if !entries[index].events.contains(event.name) { entries[index].events.append(event.name) }
          } else {
            entries.append((target.id, action, [event.name]))
          }
        }
      }
    }
    guard !entries.isEmpty else { return nil }
    return .array(
      entries.map { entry in
        .object([
          .init(key: "target", value: .string(entry.target)),
          .init(key: "action", value: .string(entry.action)),
          .init(key: "events", value: .array(entry.events.map { .string($0) })),
        ])
      })
  }

  /// The control's flags and the state of its stock class, under the scene format's names.
  func traceControlFields(stock: String) -> [RecordedJSON.Member] {
    var members: [RecordedJSON.Member] = []
    if !isEnabled { members.append(.init(key: "enabled", value: .bool(false))) }
    if isSelected { members.append(.init(key: "selected", value: .bool(true))) }
    if isHighlighted { members.append(.init(key: "highlighted", value: .bool(true))) }
    func add(_ key: String, _ value: RecordedJSON) { members.append(.init(key: key, value: value)) }
    if let button = self as? UIButton, let title = button.title(for: .normal) {
      add("title", .string(title))
    } else if let control = self as? UISwitch {
      add("isOn", .bool(control.isOn))
    } else if let slider = self as? UISlider {
      add("value", .number(Double(slider.value)))
      add("minimumValue", .number(Double(slider.minimumValue)))
      add("maximumValue", .number(Double(slider.maximumValue)))
      if !slider.isContinuous { add("isContinuous", .bool(false)) }
    } else if let control = self as? UISegmentedControl {
      let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }
      if !titles.isEmpty, titles.allSatisfy({ $0 != nil }) {
        add("segments", .array(titles.map { .string($0 ?? "") }))
      } else {
        add("numberOfSegments", .number(Double(control.numberOfSegments)))
      }
      add("selectedSegmentIndex", .number(Double(control.selectedSegmentIndex)))
      if control.isMomentary { add("isMomentary", .bool(true)) }
    } else if let stepper = self as? UIStepper {
      add("value", .number(stepper.value))
      add("minimumValue", .number(stepper.minimumValue))
      add("maximumValue", .number(stepper.maximumValue))
      add("stepValue", .number(stepper.stepValue))
      if stepper.wraps { add("wraps", .bool(true)) }
      if !stepper.autorepeat { add("autorepeat", .bool(false)) }
      if !stepper.isContinuous { add("isContinuous", .bool(false)) }
    } else if let control = self as? UIPageControl {
      add("numberOfPages", .number(Double(control.numberOfPages)))
      add("currentPage", .number(Double(control.currentPage)))
      if control.hidesForSinglePage { add("hidesForSinglePage", .bool(true)) }
    } else if let field = self as? UITextField {
      if let text = field.text { add("text", .string(text)) }
      if let placeholder = field.placeholder { add("placeholder", .string(placeholder)) }
    }
    return members
  }
}
