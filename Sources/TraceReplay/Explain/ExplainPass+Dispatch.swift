extension ExplainPass {
  /// A dispatch: the touch's hit-test and place, the tracking results, the entries and actions.
  func explainDispatch(_ dispatch: OpenDispatch) -> Explanation {
    let event = dispatch.event
    let life = dispatch.life.map { lives[$0] }
    var message = "`\(event.control)` (\(event.className)) sent \(event.events.names.joined(separator: " "))"
    message += life.map { " for touch \($0.id)" } ?? " outside touch tracking"
    if let name = event.valueName, let value = event.value {
      message += ", \(name) = \(ExplainText.value(value))"
    }
    var reasons: [Explanation.Reason] = []
    if let life {
      reasons.append(hitTestReason(life))
      let location = life.location(at: dispatch.t)
      if let area = touchAreaReason(event.control, x: location.x, y: location.y) { reasons.append(area) }
      reasons.append(trackingReason(life, until: dispatch.t))
    }
    if let entries = dispatch.entries { reasons.append(entriesReason(event, entries)) }
    reasons.append(actionsReason(dispatch))
    for action in dispatch.actions {
      if let resolve = action.resolve { reasons.append(chainReason(action.action, resolve)) }
    }
    var result = Explanation(
      t: dispatch.t, kind: .dispatch, control: event.control, touch: life?.id, events: event.events.names,
      message: message, reasons: reasons
    ).about(life)
    if dispatch.entries == nil {
      result.reasons.append(
        Explanation.Reason(
          topic: "details", text: "replay with --verbose for hit-test, tracking and entry details"))
    }
    return result
  }

  /// Where a window point is against the control's bounds and its touch area.
  func touchAreaReason(_ control: String, x: Double, y: Double) -> Explanation.Reason? {
    guard let area = geometry.touchArea(of: control, x: x, y: y) else { return nil }
    let point = ExplainText.point(x, y)
    let grown = "bounds grown by \(ExplainText.number(area.margin)) pt"
    var text: String
    if area.inBounds {
      text = "\(point) is inside the bounds of `\(control)`"
      if !area.pointInside { text += ", though its point(inside:with:) returns false there" }
    } else if area.inTouchArea {
      text = "\(point) is \(ExplainText.number(area.outsideBounds)) pt outside the bounds of `\(control)` "
      text +=
        area.outsideTouchArea == 0 || !area.pointInside
        ? "but inside its touch area (\(grown))" : "but its point(inside:with:) accepts it"
    } else {
      text =
        "\(point) is \(ExplainText.number(area.outsideBounds)) pt outside the bounds of `\(control)` "
        + "and \(ExplainText.number(area.outsideTouchArea)) pt outside its touch area (\(grown))"
    }
    return Explanation.Reason(
      topic: "touchArea", text: text,
      data: [
        ExplanationField("point", .point(x, y)), ExplanationField("local", .point(area.localX, area.localY)),
        ExplanationField("insideBounds", .bool(area.inBounds)),
        ExplanationField("insideTouchArea", .bool(area.inTouchArea)),
        ExplanationField("pointInside", .bool(area.pointInside)),
        ExplanationField("outsideBounds", .number(area.outsideBounds)),
        ExplanationField("outsideTouchArea", .number(area.outsideTouchArea)),
        ExplanationField("margin", .number(area.margin)),
      ])
  }

  /// What the tracking methods returned for the touch up to `time`.
  func trackingReason(_ life: TouchLife, until time: Double) -> Explanation.Reason {
    var parts: [String] = []
    if let began = life.beginResult { parts.append("beginTracking returned \(began)") }
    // Every call so far was made at or before `time`: the pass explains as the records come.
    let calls = life.continueResults
    let trues = calls.trueCount
    if trues > 0 { parts.append("continueTracking returned true \(trues == 1 ? "once" : "\(trues) times")") }
    if let stop = calls.firstFalse {
      parts.append("continueTracking returned false at \(NumberFormat.fixed(stop, 3))")
    }
    let endsNow = life.isOver && life.last.t <= time + 1e-9
    if life.endTrackingCalled && endsNow { parts.append("endTracking was called") }
    return Explanation.Reason(
      topic: "tracking", parts: parts.isEmpty ? ["no tracking callbacks recorded"] : parts,
      data: [
        ExplanationField("beginTracking", life.beginResult.map { .bool($0) } ?? .null),
        ExplanationField("continueTracking", .list(calls.all.map { .bool($0) })),
        ExplanationField("endTracking", .bool(life.endTrackingCalled && endsNow)),
      ])
  }

  /// The target-actions (and UIActions) registered on the control, and which the dispatch's
  /// events met: "no action for touchDown" when none, then each registration with its events.
  func entriesReason(
    _ event: ReplayRecord.ControlEvent, _ entries: [ReplayRecord.Dispatch.Entry]
  ) -> Explanation.Reason {
    var parts: [String] = []
    if entries.isEmpty {
      parts.append("no target-action or UIAction is registered on `\(event.control)`")
    } else {
      if !entries.contains(where: \.matched) {
        parts.append("no action for \(event.events.names.joined(separator: " and "))")
      }
      parts += entries.map { "\(registration($0)) is for \($0.events.names.joined(separator: " and "))" }
    }
    let data: [ExplanationValue] = entries.map { entry in
      .object([
        ExplanationField("target", .optional(entry.isUIAction ? "UIAction" : entry.target)),
        ExplanationField("action", .string(entry.action)),
        ExplanationField("events", .strings(entry.events.names)),
        ExplanationField("matched", .bool(entry.matched)),
      ])
    }
    return Explanation.Reason(
      topic: "entries", parts: parts, data: [ExplanationField("entries", .list(data))])
  }

  /// `share: to `vc``, `tap: to the responder chain (nil target)`, or `UIAction(Buy)`.
  func registration(_ entry: ReplayRecord.Dispatch.Entry) -> String {
    if entry.isUIAction { return entry.action }
    return entry.target.map { "\(entry.action) to `\($0)`" }
      ?? "\(entry.action) to the responder chain (nil target)"
  }

  /// The action messages the dispatch sent.
  func actionsReason(_ dispatch: OpenDispatch) -> Explanation.Reason {
    var parts: [String] = []
    var data: [ExplanationValue] = []
    for (action, _, unrecognized) in dispatch.actions {
      var part = "\(action.action) "
      switch action.via {
      case .target: part += "sent to \(Self.named(action.target)) (explicit target)"
      case .responderChain: part += "sent to \(Self.named(action.target)) (found along the responder chain)"
      case .unhandled: part += "not handled (nobody in the responder chain implements it)"
      }
      if unrecognized {
        part +=
          ", which does not implement it (unrecognized selector: on a device the app would terminate here)"
      }
      parts.append(part)
      data.append(
        .object([
          ExplanationField("action", .string(action.action)),
          ExplanationField("target", .optional(action.target)),
          ExplanationField("via", .string(action.via.recordName.description)),
          ExplanationField("unrecognized", .bool(unrecognized)),
        ]))
    }
    for action in dispatch.uiActions {
      parts.append("UIAction '\(action.identifier ?? action.title)' performed")
      data.append(.object([ExplanationField("uiAction", .string(action.identifier ?? action.title))]))
    }
    var reason = Explanation.Reason(
      topic: "actions", text: parts.isEmpty ? "no action messages sent" : parts.joined(separator: "; "),
      data: [ExplanationField("actions", .list(data))])
    // With nothing sent, the registered targets' line ("no action for touchDown") says it.
    if parts.isEmpty, let entries = dispatch.entries, !entries.contains(where: \.matched) {
      reason.parts = []
    }
    return reason
  }

  /// `` `vc` ``, or words for an object the scene does not name.
  static func named(_ id: String?) -> String {
    id.map { "`\($0)`" } ?? "an object the scene does not name"
  }

  /// A nil target's walk along the responder chain.
  func chainReason(_ action: ReplayRecord.Action, _ resolve: ReplayRecord.Resolve) -> Explanation.Reason {
    var text = "\(resolve.action) has a nil target: "
    if let first = resolve.chain.first {
      text +=
        first == action.sender
        ? "the walk starts at the sender `\(first)` (no first responder); "
        : "the walk starts at the first responder `\(first)`; "
    } else {
      text += "there is no responder to start from; "
    }
    let steps = resolve.chain.map { responder in
      responder == resolve.found ? "`\(responder)` implements it" : "`\(responder)` does not"
    }
    text += steps.joined(separator: ", ")
    text += resolve.found.map { ", so it goes to `\($0)`" } ?? "; nobody implements it, so it is dropped"
    let chain: [ExplanationValue] = resolve.chain.map { responder in
      .object([
        ExplanationField("responder", .string(responder)),
        ExplanationField("implements", .bool(responder == resolve.found)),
      ])
    }
    return Explanation.Reason(
      topic: "responderChain", text: text,
      data: [
        ExplanationField("action", .string(resolve.action)), ExplanationField("chain", .list(chain)),
        ExplanationField("found", .optional(resolve.found)),
      ])
  }

  /// Matched target-action entries whose message was never sent (a `sendAction(_:to:for:)`
  /// override that reroutes or drops it).
  func missingActions(_ dispatch: OpenDispatch) -> [Explanation] {
    guard let entries = dispatch.entries else { return [] }
    let control = dispatch.event.control
    var result: [Explanation] = []
    for entry in entries where entry.matched && !entry.isUIAction {
      let sent = dispatch.actions.contains { sent in
        sent.action.action == entry.action
          && (entry.target == nil ? sent.action.via != .target : sent.action.target == entry.target)
      }
      if sent { continue }
      let met = entry.events.intersection(dispatch.event.events).names
      let destination = entry.target.map { "`\($0)`" } ?? "the responder chain"
      var message =
        "no \(entry.action) to \(destination): it is registered for \(met.joined(separator: " and ")), but "
      let others = dispatch.actions.map { "\($0.action.action) to `\($0.action.target ?? "nobody")`" }
      if others.isEmpty {
        message += "`\(control)` sent no action message (its sendAction(_:to:for:) does not pass it on)"
      } else {
        message +=
          "`\(control)` sent \(others.joined(separator: ", ")) instead "
          + "(its sendAction(_:to:for:) reroutes actions)"
      }
      result.append(
        Explanation(
          t: dispatch.t, kind: .missingAction, control: control, touch: dispatch.life.map { lives[$0].id },
          events: met, message: message,
          reasons: [entriesReason(dispatch.event, entries), actionsReason(dispatch)]
        ).about(dispatch.life.map { lives[$0] }))
    }
    return result
  }
}
