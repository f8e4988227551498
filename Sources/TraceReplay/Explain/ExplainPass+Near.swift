import Foundation
import UIKitModel

extension ExplainPass {
  /// The touch that began nearest to the `--control` view: when, where, how far from the view's
  /// frame as it was then (after any scrolling), and what it hit.
  struct Closest {
    var touch: String
    var t: Double
    var x: Double
    var y: Double
    var view: String?
    var distance: Double
    var frame: CGRect
    /// The scroll views holding the control that had scrolled then, with their offsets.
    var scrolled: [(id: String, offset: CGPoint)]
  }

  // MARK: Touches near a control

  /// Notes the control the touch was likeliest meant for, when it went to another view: the
  /// nearest control whose touch area (its bounds grown by the margin, or what its
  /// `point(inside:with:)` accepts) holds where the touch began, outside its frame. UIKit gives
  /// a touch to the view hit-testing finds, and a control's touch area counts only for a touch
  /// it already tracks, so such a control gets nothing. Only a control that could have taken a
  /// touch there is noted: hit-testing reaches it (it and every view above it visible,
  /// interactive and enabled, and not clipped away where it is nearest to the touch); of
  /// several, the nearest (ties all): a farther one is a neighbour the touch was not meant for,
  /// unless `--control` asks about it. Measured now, as the scene is when the touch begins.
  mutating func noteNearControls(_ index: Int) {
    let life = lives[index]
    // A touch another control takes is that control's (neighbouring buttons are a layout).
    guard life.blocked == nil, !(geometry.view(life.view) is UIControl) else { return }
    let chain = hitChain(life)
    var near: [(control: String, area: Explanation.Reason, distance: Double)] = []
    for id in scene.orderedIDs where !chain.contains(id) && !geometry.contains(id, life.x, life.y) {
      guard geometry.view(id) is UIControl, geometry.takesTouches(id),
        let area = geometry.touchArea(of: id, x: life.x, y: life.y), area.inTouchArea,
        let frame = geometry.frame(id), canReach(id, frame, life.x, life.y),
        let reason = touchAreaReason(id, x: life.x, y: life.y)
      else { continue }
      near.append((id, reason, area.outsideBounds))
    }
    let nearest = near.map(\.distance).min()
    lives[index].near = near.filter { $0.distance == nearest || $0.control == focus.control }.map {
      ($0.control, $0.area)
    }
  }

  /// Whether hit-testing could carry a touch to the control at the point of its frame nearest
  /// to (x, y): no view above it has that point outside (a control scrolled out of its scroll
  /// view's bounds cannot take it).
  private func canReach(_ id: String, _ frame: CGRect, _ x: Double, _ y: Double) -> Bool {
    guard frame.width > 0, frame.height > 0 else { return false }
    let nearestX = min(max(x, Double(frame.minX)), Double(frame.maxX).nextDown)
    let nearestY = min(max(y, Double(frame.minY)), Double(frame.maxY).nextDown)
    return geometry.reaches(id, x: nearestX, y: nearestY)
  }

  /// For each control the touch began near: no TouchUpInside, because hit-testing gave the touch
  /// to another view, and what that view's part of the hierarchy then did with it.
  func explainNear(_ index: Int) -> [Explanation] {
    let life = lives[index]
    guard !life.near.isEmpty else { return [] }
    let hit = life.view.map { "`\($0)`" } ?? "no view"
    return life.near.map { control, area in
      let outside: String
      if case .number(let distance) = area.data.first(where: { $0.key == "outsideBounds" })?.value {
        outside =
          "\(ExplainText.number(distance)) pt outside the bounds of `\(control)` but inside its touch area"
      } else {
        outside = "inside the touch area of `\(control)`"
      }
      let rule =
        "hit-testing gave touch \(life.id) to \(hit), the view under the finger; a touch area counts "
        + "only for a touch the control already tracks"
      var because = "touch \(life.id) began at \(ExplainText.point(life.x, life.y)), \(outside), and " + rule
      var reasons = [hitTestReason(life), area]
      var data = [
        ExplanationField("touch", .string(life.id)), ExplanationField("control", .string(control)),
        ExplanationField("hit", .optional(life.view)),
      ]
      if let (clause, reason) = takenBy(life) {
        because += "; then " + clause
        reasons.append(reason)
      }
      data.append(ExplanationField("cancelledBy", .optional(life.cancelledBy?.by)))
      reasons.insert(Explanation.Reason(topic: "near", text: rule, data: data), at: 0)
      return Explanation(
        t: life.cancelledBy.map { max($0.t, life.endTime) } ?? life.endTime, kind: .missingEvent,
        control: control, touch: life.id, events: ["touchUpInside"],
        message: "no TouchUpInside from `\(control)`: " + because, reasons: reasons
      ).about(life)
    }
  }

  /// What took the touch from its view: a recognizer that recognized (its action, and whether
  /// it cancelled the touch, `cancelsTouchesInView`), or a scroll view that began scrolling.
  private func takenBy(_ life: TouchLife) -> (String, Explanation.Reason)? {
    let chain = Set(hitChain(life))
    let actions = life.recognizerActions.filter { action in
      scene.recognizers[action.sender].flatMap { scene.id(of: $0.view) }.map { chain.contains($0) } ?? false
    }
    if let cancel = life.cancelledBy, let recognizer = scene.recognizers[cancel.by] {
      let sent = actions.filter { $0.sender == cancel.by }.map { action in
        "\(action.action) to " + (action.target.map { "`\($0)`" } ?? "the responder chain")
      }
      let clause =
        "\(describeRecognizer(cancel.by)) recognized"
        + (sent.isEmpty ? "" : ", sent \(sent.joined(separator: " and "))")
        + " and cancelled the touch at \(NumberFormat.fixed(cancel.t, 3)) (`cancelsTouchesInView`)"
      return (
        clause,
        Explanation.Reason(
          topic: "cancel", text: clause,
          data: [
            ExplanationField("touch", .string(life.id)), ExplanationField("view", .optional(life.view)),
            ExplanationField("by", .string(cancel.by)),
            ExplanationField("byClass", .string(className(recognizer))),
            ExplanationField("recognizerView", .optional(scene.id(of: recognizer.view))),
            ExplanationField("cancelsTouchesInView", .bool(recognizer.cancelsTouchesInView)),
            ExplanationField("actions", .strings(sent)),
          ])
      )
    }
    if let cancel = life.cancelledBy, geometry.view(cancel.by) is UIScrollView {
      let clause =
        "`\(cancel.by)` began scrolling and cancelled the touch at \(NumberFormat.fixed(cancel.t, 3))"
      return (
        clause,
        Explanation.Reason(
          topic: "cancel", text: clause,
          data: [
            ExplanationField("touch", .string(life.id)), ExplanationField("view", .optional(life.view)),
            ExplanationField("by", .string(cancel.by)),
          ])
      )
    }
    guard let action = actions.first, let recognizer = scene.recognizers[action.sender] else { return nil }
    let clause =
      "\(describeRecognizer(action.sender)) recognized and sent \(action.action) to "
      + (action.target.map { "`\($0)`" } ?? "the responder chain")
    return (
      clause,
      Explanation.Reason(
        topic: "gesture", text: clause,
        data: [
          ExplanationField("recognizer", .string(action.sender)),
          ExplanationField("class", .string(className(recognizer))),
          ExplanationField("view", .optional(scene.id(of: recognizer.view))),
          ExplanationField("state", .string("ended")), ExplanationField("action", .string(action.action)),
        ])
    )
  }

  // MARK: The closest touch

  /// Keeps the touch that began nearest to the `--control` view (in the time window), measured
  /// against the view's frame as the scene is now.
  mutating func noteClosest(_ life: TouchLife) {
    guard let id = focus.control, let frame = geometry.frame(id), geometry.view(id) != nil else { return }
    if let window = focus.time,
      !(window.lowerBound - 0.0005...window.upperBound + 0.0005).contains(life.began)
    {
      return
    }
    let distance = ExplainGeometry.distance(life.x, life.y, outside: frame)
    guard closest.map({ distance < $0.distance }) ?? true else { return }
    var scrolled: [(String, CGPoint)] = []
    var ancestor = geometry.view(id)?.superview
    while let view = ancestor {
      if let scrollView = view as? UIScrollView, scrollView.contentOffset != .zero,
        let name = scene.id(of: scrollView)
      {
        scrolled.append((name, scrollView.contentOffset))
      }
      ancestor = view.superview
    }
    closest = Closest(
      touch: life.id, t: life.began, x: life.x, y: life.y, view: life.view, distance: distance, frame: frame,
      scrolled: scrolled)
  }

  /// `--control X` when nothing was explained about X: no touch came near it, with X's frame in
  /// the window when the closest touch began (after any scrolling) and that touch.
  func closestExplanation() -> Explanation? {
    guard let id = focus.control, geometry.view(id) != nil else { return nil }
    func rect(_ frame: CGRect) -> String {
      "(\(ExplainText.number(Double(frame.minX))), \(ExplainText.number(Double(frame.minY))), "
        + "\(ExplainText.number(Double(frame.width))), \(ExplainText.number(Double(frame.height))))"
    }
    guard let closest else {
      // A time window with no touch in it is answered by `nothing to explain ... at T`.
      guard focus.time == nil else { return nil }
      let frame = geometry.frame(id) ?? .zero
      let text = "no touch began in the trace; `\(id)`'s frame in the window at the end: \(rect(frame))"
      return Explanation(
        t: 0, kind: .noTouch, control: id, touch: nil, events: [],
        message: "no touch came near `\(id)`: " + text,
        reasons: [
          Explanation.Reason(
            topic: "closest", text: text, data: [ExplanationField("frame", Self.rectData(frame))])
        ])
    }
    let after =
      closest.scrolled.isEmpty
      ? ""
      : " (after "
        + closest.scrolled.map {
          "`\($0.id)` scrolled to \(ExplainText.point(Double($0.offset.x), Double($0.offset.y)))"
        }
        .joined(separator: ", ") + ")"
    let outsideArea = max(0, closest.distance - geometry.margin)
    let text =
      "`\(id)`'s frame in the window at \(NumberFormat.fixed(closest.t, 3)) was \(rect(closest.frame))\(after); "
      + "the closest, touch \(closest.touch), began there at \(ExplainText.point(closest.x, closest.y)), "
      + "\(ExplainText.number(closest.distance)) pt from it (\(ExplainText.number(outsideArea)) pt outside "
      + "its touch area, bounds grown by \(ExplainText.number(geometry.margin)) pt), and hit "
      + (closest.view.map { "`\($0)`" } ?? "nothing")
    return Explanation(
      t: closest.t, kind: .noTouch, control: id, touch: closest.touch, events: [],
      message: "no touch came near `\(id)`: " + text,
      reasons: [
        Explanation.Reason(
          topic: "closest", text: text,
          data: [
            ExplanationField("touch", .string(closest.touch)),
            ExplanationField("point", .point(closest.x, closest.y)),
            ExplanationField("hit", .optional(closest.view)),
            ExplanationField("frame", Self.rectData(closest.frame)),
            ExplanationField("distance", .number(closest.distance)),
            ExplanationField("outsideTouchArea", .number((outsideArea * 10).rounded() / 10)),
            ExplanationField(
              "scrolled",
              .list(
                closest.scrolled.map {
                  .object([
                    ExplanationField("scrollView", .string($0.id)),
                    ExplanationField("contentOffset", .point(Double($0.offset.x), Double($0.offset.y))),
                  ])
                })),
          ])
      ])
  }

  static func rectData(_ frame: CGRect) -> ExplanationValue {
    .list([
      .number(Double(frame.minX)), .number(Double(frame.minY)), .number(Double(frame.width)),
      .number(Double(frame.height)),
    ])
  }
}
