import UIKitModel

extension ExplainPass {
  /// A touch that just began: why its control will send nothing for it.
  func explainStart(_ index: Int) -> Explanation? {
    let life = lives[index]
    guard life.blocked == nil else { return nil }
    guard let control = life.control else { return ignoredTouch(life, index: index) }
    guard life.beginResult == false else { return nil }
    return Explanation(
      t: life.began, kind: .missingEvent, control: control, touch: life.id, events: [],
      message: "no events from `\(control)`: beginTracking returned false for touch \(life.id) at "
        + "\(ExplainText.point(life.x, life.y)), so `\(control)` ignored the whole touch",
      reasons: [hitTestReason(life), trackingReason(life, until: life.began)]
    ).about(life)
  }

  /// A touch that ended or was cancelled: why its control sent no TouchUpInside.
  func explainEnd(_ index: Int) -> Explanation? {
    let life = lives[index]
    guard life.blocked == nil, life.beginResult == true, let control = life.control else { return nil }
    var last = life.last
    last.t = life.endTime
    let touch = "touch \(life.id)"
    if let stopped = life.stoppedAt {
      return Explanation(
        t: last.t, kind: .missingEvent, control: control, touch: life.id, events: ["touchUpInside"],
        message: "no TouchUpInside from `\(control)`: continueTracking returned false at "
          + "\(NumberFormat.fixed(stopped, 3)), so `\(control)` stopped tracking \(touch) "
          + "and sent neither TouchUpInside nor TouchUpOutside when it ended",
        reasons: [trackingReason(life, until: last.t)]
      ).about(life)
    }
    if last.phase == .cancelled {
      return Explanation(
        t: last.t, kind: .missingEvent, control: control, touch: life.id, events: ["touchUpInside"],
        message: "no TouchUpInside from `\(control)`: \(touch) was cancelled, so UIKit sends TouchCancel",
        reasons: [trackingReason(life, until: last.t)]
      ).about(life)
    }
    guard life.dispatched.contains(.touchUpOutside),
      let area = touchAreaReason(control, x: last.x, y: last.y),
      case .number(let outside) = area.data.first(where: { $0.key == "outsideTouchArea" })?.value
    else { return nil }
    return Explanation(
      t: last.t, kind: .missingEvent, control: control, touch: life.id, events: ["touchUpInside"],
      message: "no TouchUpInside: the touch ended at \(ExplainText.point(last.x, last.y)), "
        + "\(ExplainText.number(outside)) pt outside the touch area of `\(control)` "
        + "(bounds grown by \(ExplainText.number(geometry.margin)) pt), so UIKit sends TouchUpOutside",
      reasons: [area, trackingReason(life, until: last.t)]
    ).about(life)
  }

  /// A delivered touch on a control that never asked `beginTracking` about it.
  private func ignoredTouch(_ life: TouchLife, index: Int) -> Explanation? {
    guard let view = life.view, geometry.view(view) is UIControl else { return nil }
    let other = lives.indices.first { other in
      other != index && lives[other].control == view && lives[other].beginResult == true
        && lives[other].began <= life.began
        && (!lives[other].isOver || lives[other].last.t >= life.began)
    }
    guard let other else { return nil }
    return Explanation(
      t: life.began, kind: .missingEvent, control: view, touch: life.id, events: [],
      message: "no events from `\(view)` for touch \(life.id): `\(view)` was already tracking "
        + "touch \(lives[other].id), and a control tracks one touch at a time",
      reasons: [hitTestReason(life)]
    ).about(life)
  }
}
