import Foundation
import UIKitModel

extension ExplainPass {
  /// Why hit-testing did not pick a view whose frame contains the touch.
  struct PassOver {
    /// `hidden`, `transparent`, `interactionDisabled`, `disabled`, `pointInside`, `outsideParent`,
    /// `behindSibling` or `notVisited`.
    var code: String
    /// The view whose own state decided it: the view itself, an ancestor, or the sibling in front.
    var subject: String
    /// A few words for a list.
    var short: String
    /// A clause for a sentence.
    var long: String
  }

  /// A new touch: explain a touch that is not delivered, and each control under the touch that
  /// hit-testing passed over (no TouchDown there).
  mutating func explainBegan(_ index: Int) {
    let life = lives[index]
    if let blocked = life.blocked {
      output.append(notDelivered(life, index: index, blocked: blocked))
      return
    }
    let hitName = life.view.map { "the touch went to `\($0)`" } ?? "the touch hit nothing"
    for id in passedOverViews(life) where geometry.view(id) is UIControl {
      let reason = passOver(id, life)
      let why = insideAnimation(id, reason) ?? reason.long
      output.append(
        Explanation(
          t: life.began, kind: .missingEvent, control: id, touch: life.id, events: ["touchDown"],
          message: "no TouchDown on `\(id)`: \(why), so hit-testing passed over it and \(hitName)",
          reasons: [hitTestReason(life)]
        ).about(life))
    }
    explainRecognizersPassedOver(life, hitName: hitName)
    explainForeignTouch(life)
  }

  /// The scene's recognizers on a view hit-testing passed over (an image view, whose
  /// interaction is off by default): they never get the touch.
  mutating func explainRecognizersPassedOver(_ life: TouchLife, hitName: String) {
    for id in passedOverViews(life) {
      let ids = (geometry.view(id)?.gestureRecognizers ?? []).compactMap { recognizer in
        scene.id(of: recognizer).flatMap { scene.recognizers[$0] != nil ? $0 : nil }
      }
      guard !ids.isEmpty else { continue }
      let reason = passOver(id, life)
      var clause = reason.long
      if clause.hasPrefix("it ") {
        clause = "`\(id)` " + clause.dropFirst("it ".count)
      } else if clause.hasPrefix("its ") {
        clause = "`\(id)`'s " + clause.dropFirst("its ".count)
      }
      for recognizer in ids {
        output.append(
          Explanation(
            t: life.began, kind: .missingGesture, control: recognizer, touch: life.id, events: [],
            message: "`\(recognizer)` got no touch: \(clause), so hit-testing passed over it and \(hitName)",
            reasons: [hitTestReason(life)]
          ).about(life))
      }
    }
  }

  /// A touch whose view is an interactive subview of a control: the control does not track it
  /// (a control tracks only touches whose `view` is the control itself, UIKit's
  /// `-[UIEvent _firstTouchForView:]`; docs/model.md), so no TouchDown comes.
  mutating func explainForeignTouch(_ life: TouchLife) {
    guard let hit = life.view, !(geometry.view(hit) is UIControl),
      let control = geometry.ancestors(of: hit).first(where: { geometry.view($0) is UIControl })
    else { return }
    output.append(
      Explanation(
        t: life.began, kind: .missingEvent, control: control, touch: life.id, events: ["touchDown"],
        message: "no TouchDown on `\(control)`: the touch hit `\(hit)`, an interactive subview of "
          + "`\(control)`; a control tracks only touches whose view is the control itself: "
          + "set `isUserInteractionEnabled = false` on `\(hit)`",
        reasons: [
          hitTestReason(life),
          Explanation.Reason(
            topic: "touchOwnership",
            text: "`\(hit)` is the touch's view; `\(control)` got the touch only forwarded up the "
              + "responder chain, and a control tracks only its first touch whose view is itself "
              + "(-[UIEvent _firstTouchForView:])",
            data: [
              ExplanationField("touchView", .string(hit)), ExplanationField("control", .string(control)),
              ExplanationField("fix", .string("isUserInteractionEnabled = false on \(hit)")),
            ]),
        ]
      ).about(life))
  }

  /// The scene's views whose frames contain the touch's first location, apart from the view it
  /// hit and that view's ancestors, in scene order.
  func passedOverViews(_ life: TouchLife) -> [String] {
    let chain = hitChain(life)
    return scene.orderedIDs.filter { id in
      geometry.view(id) != nil && !chain.contains(id) && geometry.contains(id, life.x, life.y)
    }
  }

  func hitChain(_ life: TouchLife) -> [String] {
    guard let hit = life.view else { return [] }
    return [hit] + geometry.ancestors(of: hit)
  }

  /// Why hit-testing passed over `id`, from the steps it recorded.
  func passOver(_ id: String, _ life: TouchLife) -> PassOver {
    let steps = Dictionary(life.steps.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
    if let step = steps[id] {
      return ownReason(id, step)
    }
    for ancestor in geometry.ancestors(of: id) {
      guard let step = steps[ancestor] else { continue }
      switch step.outcome {
      case .inside:
        let chain = hitChain(life)
        let front = chain.first { geometry.ancestors(of: $0).first == ancestor } ?? life.view
        let name = front.map { "`\($0)`" } ?? "a view"
        return PassOver(
          code: "behindSibling", subject: front ?? ancestor, short: "behind \(name)",
          long: "it is behind \(name), which is in front of it and also contains "
            + ExplainText.point(life.x, life.y))
      case .outside:
        return PassOver(
          code: "outsideParent", subject: ancestor, short: "outside the bounds of `\(ancestor)`",
          long: "the touch at \(ExplainText.point(life.x, life.y)) is outside the bounds of `\(ancestor)`, "
            + "which holds it")
      default:
        let own = ownReason(ancestor, step)
        return PassOver(
          code: own.code, subject: ancestor, short: "inside `\(ancestor)`: \(own.short)",
          long: "it is inside `\(ancestor)`, which " + own.long.dropFirst("it ".count))
      }
    }
    return PassOver(
      code: "notVisited", subject: id, short: "not visited", long: "hit-testing never visited it")
  }

  private func ownReason(_ id: String, _ step: ReplayRecord.HitTest.Step) -> PassOver {
    switch step.outcome {
    case .hidden:
      return PassOver(
        code: "hidden", subject: id, short: "hidden = true", long: "it is hidden (hidden = true)")
    case .transparent:
      return PassOver(
        code: "transparent", subject: id, short: "alpha below 0.01",
        long: "it is transparent (alpha below 0.01)")
    case .interactionDisabled where geometry.view(id)?.isAnimatingWithoutUserInteraction == true:
      return PassOver(
        code: "interactionDisabled", subject: id, short: "animating without .allowUserInteraction",
        long: "it is being animated, and the animation does not allow user interaction")
    case .interactionDisabled:
      // UIImageView and UILabel are off by default (R5): say so, it is the usual surprise.
      let stock =
        geometry.view(id) is UIImageView ? "UIImageView" : geometry.view(id) is UILabel ? "UILabel" : nil
      let note = stock.map { "; \($0) has isUserInteractionEnabled false by default" } ?? ""
      return PassOver(
        code: "interactionDisabled", subject: id, short: "userInteractionEnabled = false" + note,
        long: "it does not take touches (userInteractionEnabled = false\(note))")
    case .controlDisabled:
      return PassOver(
        code: "disabled", subject: id, short: "enabled = false", long: "it is disabled (enabled = false)")
    case .outside:
      let point = ExplainText.point(step.x, step.y)
      return PassOver(
        code: "pointInside", subject: id, short: "point(inside:with:) returned false at \(point)",
        long: "its point(inside:with:) returned false at \(point) in its bounds")
    case .inside:
      return PassOver(
        code: "notVisited", subject: id, short: "not visited", long: "hit-testing never visited it")
    }
  }

  /// The hit-test fact: where the touch began, what it hit, what was passed over.
  func hitTestReason(_ life: TouchLife) -> Explanation.Reason {
    let point = ExplainText.point(life.x, life.y)
    var text = "touch \(life.id) began at \(point) and hit " + (life.view.map { "`\($0)`" } ?? "nothing")
    let passed = passedOverViews(life).map { ($0, passOver($0, life)) }
    if !passed.isEmpty {
      text += "; passed over " + passed.map { "`\($0.0)` (\($0.1.short))" }.joined(separator: ", ")
    }
    let steps: [ExplanationValue] = life.steps.map { step in
      .object([
        ExplanationField("view", .string(step.view)), ExplanationField("depth", .integer(step.depth)),
        ExplanationField("point", .point(step.x, step.y)),
        ExplanationField("outcome", .string(step.outcomeName.description)),
      ])
    }
    let passedData: [ExplanationValue] = passed.map { id, reason in
      .object([
        ExplanationField("view", .string(id)), ExplanationField("reason", .string(reason.code)),
        ExplanationField("because", .string(reason.subject)),
      ])
    }
    return Explanation.Reason(
      topic: "hitTest", text: text,
      data: [
        ExplanationField("touch", .string(life.id)), ExplanationField("point", .point(life.x, life.y)),
        ExplanationField("hit", .optional(life.view)), ExplanationField("steps", .list(steps)),
        ExplanationField("passedOver", .list(passedData)),
      ])
  }

  /// A touch the window kept from its view.
  private func notDelivered(
    _ life: TouchLife, index: Int, blocked: ReplayRecord.Touch.DeliveryBlock
  ) -> Explanation {
    let view = life.view.map { "`\($0)`" } ?? "its view"
    let message: String
    switch blocked {
    case .multipleTouchDisabled:
      let other = otherLife(on: life.view, besides: index, at: life.began)
      message =
        "touch \(life.id) not delivered: \(view) is not multipleTouchEnabled and already has "
        + (other.map { "touch \($0.id)" } ?? "a touch")
        // Only the view's own touches methods skip the finger; it stays bound to the view (R3).
        + "; its touchesBegan/Moved/Ended skip it, but the gesture recognizers on \(view) and its "
        + "superviews still see it"
    case .exclusiveTouchOfThisView:
      message =
        "touch \(life.id) not delivered: \(view) is exclusiveTouch and another view has a touch down"
    case .exclusiveTouchOfOtherView(let blocker):
      let other = otherLife(on: blocker, besides: index, at: life.began)
      message =
        "touch \(life.id) not delivered: `\(blocker)` is exclusiveTouch and has "
        + (other.map { "touch \($0.id)" } ?? "a touch") + " down"
    }
    var reason = hitTestReason(life)
    reason.data.append(ExplanationField("blocked", .string(blocked.recordName)))
    return Explanation(
      t: life.began, kind: .notDelivered, control: life.view, touch: life.id, events: [], message: message,
      reasons: [reason]
    ).about(life)
  }
}
