import Foundation
import UIKitModel

extension ExplainPass {
  /// A touch on a value control (slider, stepper, switch, segmented control, page control) that
  /// ended with no ValueChanged: why the value did not change, in the control's own rules
  /// (docs/controls/). Nil for other controls, or when a ValueChanged was sent.
  func explainNoValueChange(_ index: Int) -> Explanation? {
    let life = lives[index]
    guard life.blocked == nil, let control = life.control,
      !life.dispatched.contains(.valueChanged),
      let view = geometry.view(control), let why = valueReason(life, view, control)
    else { return nil }
    let last = life.last
    var reasons = [trackingReason(life, until: last.t)]
    if let area = touchAreaReason(control, x: last.x, y: last.y) { reasons.insert(area, at: 0) }
    reasons.append(
      Explanation.Reason(
        topic: "value", text: why.text,
        data: [ExplanationField("reason", .string(why.code))] + why.data))
    return Explanation(
      t: last.t, kind: .missingEvent, control: control, touch: life.id, events: ["valueChanged"],
      message: "no ValueChanged from `\(control)`: \(why.text)", reasons: reasons
    ).about(life)
  }

  /// Why `view` kept its value through the touch: a sentence, a short code and its data.
  private func valueReason(
    _ life: TouchLife, _ view: UIView, _ control: String
  ) -> (text: String, code: String, data: [ExplanationField])? {
    let last = life.last
    let start = geometry.local(life.x, life.y, in: control) ?? .zero
    let end = geometry.local(last.x, last.y, in: control) ?? .zero
    let liftedOutside = life.dispatched.contains(.touchUpOutside)
    if let slider = view as? UISlider, life.beginResult == false {
      let thumb = slider.thumbCenter
      let distance = ((start.x - thumb.x) * (start.x - thumb.x) + (start.y - thumb.y) * (start.y - thumb.y))
        .squareRoot()
      return (
        "touch \(life.id) began \(ExplainText.number(Double(distance))) pt from the thumb's centre, off the "
          + "thumb (its \(ExplainText.number(Double(UISlider.thumbDiameter))) pt square grown by "
          + "\(ExplainText.number(Double(UISlider.thumbHitMargin))) pt), and UISlider has no tap-to-seek: "
          + "beginTracking returned false, so value stayed \(ExplainText.number(Double(slider.value)))",
        "offThumb", [ExplanationField("thumb", .point(Double(thumb.x), Double(thumb.y)))]
      )
    }
    guard life.beginResult == true,
      view is UISlider || view is UIStepper || view is UISwitch || view is UISegmentedControl
        || view is UIPageControl
    else { return nil }
    if life.stoppedAt == nil, last.phase == .cancelled, !(view is UIStepper) {
      return ("touch \(life.id) was cancelled before the value changed (TouchCancel)", "cancelled", [])
    }
    switch view {
    case let slider as UISlider:
      let value = Double(slider.value)
      let moved = end.x - start.x
      if slider.value >= slider.maximumValue, moved >= 0 {
        return (
          "value was already at maximumValue (\(ExplainText.number(value))) and the finger "
            + "did not move the thumb left of the end, so the value never changed",
          "atMaximum", [ExplanationField("value", .number(value))]
        )
      }
      if slider.value <= slider.minimumValue, moved <= 0 {
        return (
          "value was already at minimumValue (\(ExplainText.number(value))) and the finger "
            + "did not move the thumb right of the end, so the value never changed",
          "atMinimum", [ExplanationField("value", .number(value))]
        )
      }
      return (
        "the thumb ended where it began (value \(ExplainText.number(value))); UISlider sends "
          + "ValueChanged only when dragging the thumb changes the value", "unchanged",
        [ExplanationField("value", .number(value))]
      )
    case let stepper as UIStepper:
      let half = stepper.half(at: start)
      let value = ExplainText.number(stepper.value)
      if half == .increment, stepper.value >= stepper.maximumValue, !stepper.wraps {
        return (
          "value is at maximumValue (\(value)) already and wraps = false, so the step on its "
            + "increment half changed nothing", "atMaximum",
          [ExplanationField("value", .number(stepper.value))]
        )
      }
      if half == .decrement, stepper.value <= stepper.minimumValue, !stepper.wraps {
        return (
          "value is at minimumValue (\(value)) already and wraps = false, so the step on its "
            + "decrement half changed nothing", "atMinimum",
          [ExplanationField("value", .number(stepper.value))]
        )
      }
      return nil
    case let toggle as UISwitch:
      if liftedOutside {
        return (
          "the touch lifted outside its touch area (TouchUpOutside), so isOn stayed \(toggle.isOn)",
          "liftedOutside", [ExplanationField("isOn", .bool(toggle.isOn))]
        )
      }
      let side = end.x >= toggle.bounds.midX ? "right (on)" : "left (off)"
      return (
        "the drag lifted on the \(side) side, the side it already showed, so isOn stayed \(toggle.isOn)",
        "sameSide", [ExplanationField("isOn", .bool(toggle.isOn))]
      )
    case let segments as UISegmentedControl:
      let index = segments.selectedSegmentIndex
      if liftedOutside {
        return (
          "the touch lifted outside its touch area (TouchUpOutside), which selects no segment",
          "liftedOutside", [ExplanationField("selectedSegmentIndex", .integer(index))]
        )
      }
      guard !segments.isMomentary, index == segments.segmentIndex(at: end) else { return nil }
      return (
        "segment \(index) is already selected (selectedSegmentIndex = \(index)), and tapping the "
          + "selected segment sends no ValueChanged", "sameSegment",
        [ExplanationField("selectedSegmentIndex", .integer(index))]
      )
    case let pages as UIPageControl:
      let page = pages.currentPage
      let data = [ExplanationField("currentPage", .integer(page))]
      if liftedOutside {
        return (
          "the touch lifted outside its touch area (TouchUpOutside), so no page change", "liftedOutside", data
        )
      }
      let dot = pages.dotCenterX(forPage: page)
      if end.x < dot, page == 0 {
        return ("currentPage is 0, the first page, and the lift-off was left of its dot", "firstPage", data)
      }
      if end.x > dot, page >= pages.numberOfPages - 1 {
        return (
          "currentPage is \(page), the last page, and the lift-off was right of its dot", "lastPage", data
        )
      }
      if end.x == dot {
        return ("the lift-off was exactly on the current page's dot (currentPage = \(page))", "onDot", data)
      }
      return nil
    default:
      return nil
    }
  }
}
