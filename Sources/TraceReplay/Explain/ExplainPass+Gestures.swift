import Foundation
import UIKitModel

extension ExplainPass {
  // MARK: Records

  /// Why the machinery failed a recognizer: a scroll view's own pan is explained now (it has no
  /// state record); a scene recognizer's when its state record comes.
  mutating func consumeFailure(_ failure: ReplayRecord.RecognizerFailure, at time: Double) {
    guard failure.isScrollView else {
      pendingFailures[failure.recognizer] = failure
      return
    }
    if let explanation = explainScrollRefused(failure, at: time) { output.append(explanation) }
  }

  /// A scene recognizer's state: a failure the machinery caused is explained.
  mutating func consumeGesture(_ gesture: ReplayRecord.Gesture, at time: Double) {
    guard gesture.state == .failed || gesture.state == .cancelled else { return }
    guard let failure = pendingFailures.removeValue(forKey: gesture.recognizer) else { return }
    output.append(explainRecognizerFailure(failure, state: gesture.state, at: time))
  }

  /// A touch a recognizer or a scroll view cancelled at its view.
  mutating func consumeCancel(_ cancel: ReplayRecord.Cancel, at time: Double) {
    let down = current[cancel.id].flatMap { lives.contains($0) ? $0 : nil }
    // A touch that lifted in this group (a recognizer that held its end cancels it as it
    // recognizes) is still in `ending`.
    let lifted = endingNow.last { lives.contains($0) && lives[$0].id == cancel.id }
    guard
      let index = down ?? lifted
        ?? lives.indices.first(where: { lives[$0].id == cancel.id && !lives[$0].isSettled })
    else { return }
    lives[index].cancelledBy = (cancel.by, time)
    if let pending = cancelByRecognizer(cancel, life: lives[index], at: time) {
      // Said when the control's TouchCancel dispatch comes, which follows the cancel record.
      flushPendingCancel()
      pendingCancel = pending
    } else if let explanation = explainCancel(cancel, life: lives[index], at: time) {
      output.append(explanation)
    }
  }

  /// A cancel explanation waiting for the control's TouchCancel record.
  struct PendingCancel {
    var control: String
    var t: Double
    /// The explanation when the control's TouchCancel record comes.
    var sent: Explanation
    /// The explanation when it does not (a UITextField swallows the end of a touch, M17).
    var unsent: Explanation
  }

  /// Says the waiting cancel explanation: the control sent TouchCancel when `touchCancel` (a
  /// dispatch of it just came), else it lost the touch without one.
  mutating func flushPendingCancel(touchCancel: Bool = false) {
    guard let pending = pendingCancel else { return }
    pendingCancel = nil
    output.append(touchCancel ? pending.sent : pending.unsent)
  }

  /// A touch's held-back phase sent to its view: kept for the dispatch it causes.
  mutating func consumeReleased(_ released: ReplayRecord.TouchReleased) {
    let down = current[released.id].flatMap { lives.contains($0) ? $0 : nil }
    // A touch whose ended was held is over, still in `ending`.
    let lifted = endingNow.last { lives.contains($0) && lives[$0].id == released.id }
    guard let index = down ?? lifted else { return }
    if released.phase == .began {
      lives[index].beganRelease = released
    } else {
      lives[index].endedRelease = released
    }
  }

  /// A touch held back from its view and dropped when a scroll view began scrolling (or a
  /// recognizer recognized): its view never got it.
  mutating func consumeDropped(_ dropped: ReplayRecord.Cancel, at time: Double) {
    guard let index = current[dropped.id].flatMap({ lives.contains($0) ? $0 : nil }),
      lives[index].view == dropped.view
    else { return }
    if let explanation = explainDropped(dropped, life: lives[index], at: time) { output.append(explanation) }
  }

  // MARK: Naming

  /// `a UIButton`, or `a CheckoutButton (a UIButton)` for a view made from a base class.
  func article(_ name: String) -> String {
    let vowel = name.first.map { "AEIOU".contains($0) } ?? false
    return (vowel && !name.hasPrefix("UI") ? "an " : "a ") + name
  }

  /// The class a report gives the object: its app class name, else its Swift class (the stock
  /// class for the scene's own stand-ins, such as a scroll view with
  /// `touchesShouldCancelInControls`).
  func className(_ object: AnyObject) -> String {
    if let name = scene.reportedClassName(of: object) { return name }
    switch object {
    case is SceneScrollView: return "UIScrollView"
    case is SceneTableView: return "UITableView"
    case is SceneCollectionView: return "UICollectionView"
    default: return String(describing: type(of: object))
    }
  }

  /// `the UITapGestureRecognizer `dismiss` on `form``.
  func describeRecognizer(_ id: String) -> String {
    guard let recognizer = scene.recognizers[id] else { return "`\(id)`" }
    let view = scene.id(of: recognizer.view).map { " on `\($0)`" } ?? ""
    return "the \(className(recognizer)) `\(id)`\(view)"
  }

  /// `a UIButton`, or `a CheckoutButton (a UIButton)`.
  func kind(of view: UIView, stock: String) -> String {
    let own = className(view)
    return own == stock ? article(stock) : "\(article(own)) (\(article(stock)))"
  }

  // MARK: Recognizer failures

  /// `dismiss failed: ...`, from the machinery's reason.
  func explainRecognizerFailure(
    _ failure: ReplayRecord.RecognizerFailure, state: UIGestureRecognizer.State, at time: Double
  ) -> Explanation {
    let id = failure.recognizer
    let head = "`\(id)` \(state == .cancelled ? "was cancelled" : "failed"): "
    var because: String
    switch failure.reason {
    case .refusedByView:
      // The model names the stock control rule that refused (R7), or none: the view's own override.
      if let by = failure.by, let view = geometry.view(by), let veto = failure.veto,
        scene.recognizers[id] != nil
      {
        let what =
          switch veto.rule {
          case .singleTap: "a single-tap recognizer of another view"
          case .dragAlongThumb: "a pan or swipe of another view that starts on its thumb along its track"
          }
        because =
          "`\(by)` is \(kind(of: view, stock: veto.stockClass)), which refuses \(what) (`gestureRecognizerShouldBegin`)"
      } else if let by = failure.by {
        because = "`\(by)`'s gestureRecognizerShouldBegin(_:) answered false"
      } else {
        because = "the view it would begin on answered false to gestureRecognizerShouldBegin(_:)"
      }
    case .refusedByDelegate:
      because = "its delegate's gestureRecognizerShouldBegin(_:) answered false"
    case .excluded:
      because =
        "\(describeOther(failure)) recognized first and excludes it"
        + (related(id, failure).map { ": \($0)" } ?? "")
        + ", and neither allows simultaneous recognition (`shouldRecognizeSimultaneouslyWith`)"
    case .requiredFailureRecognized:
      let required = failure.by.map { "`\($0)`" } ?? "another recognizer"
      because =
        "it requires \(required) to fail (`require(toFail:)`), and \(describeOther(failure)) recognized"
    case .contentTouchKept:
      because = failure.reason.recordName.description
    }
    return Explanation(
      t: time, kind: .missingGesture, control: id, touch: nil, events: [], message: head + because,
      reasons: [
        Explanation.Reason(
          topic: "gesture", text: because,
          data: gestureData(
            id, state: state, reason: failure.reason, by: failure.by, byIsScrollView: failure.byIsScrollView))
      ])
  }

  /// The recognizer that excluded or was required to fail: a scene recognizer with its class and
  /// view, or a scroll view's own pan named by its scroll view.
  func describeOther(_ failure: ReplayRecord.RecognizerFailure) -> String {
    guard let by = failure.by else { return "another recognizer" }
    if failure.byIsScrollView {
      let owner = geometry.view(by).map { " (\(article(className($0))))" } ?? ""
      return "the pan gesture recognizer of `\(by)`\(owner), which began scrolling,"
    }
    return describeRecognizer(by)
  }

  /// How the views of two recognizers are related (exclusion needs one to hold the other), or
  /// nil when the scene cannot say (a view it does not name).
  private func related(_ id: String, _ failure: ReplayRecord.RecognizerFailure) -> String? {
    guard let mine = scene.recognizers[id].flatMap({ scene.id(of: $0.view) }), let other = failure.by else {
      return nil
    }
    let theirs = failure.byIsScrollView ? other : scene.recognizers[other].flatMap { scene.id(of: $0.view) }
    guard let theirs else { return nil }
    if mine == theirs { return "both are on `\(mine)`" }
    if geometry.isSelfOrDescendant(theirs, of: mine) { return "`\(theirs)` is inside `\(mine)`" }
    if geometry.isSelfOrDescendant(mine, of: theirs) { return "`\(mine)` is inside `\(theirs)`" }
    return nil
  }

  /// A recognizer's data: which, of what class and view, its new state, the reason and who.
  func gestureData(
    _ id: String, state: UIGestureRecognizer.State, reason: GestureFailure.Reason, by: String?,
    byIsScrollView: Bool = false
  ) -> [ExplanationField] {
    let recognizer = scene.recognizers[id]
    let scrollPan =
      byIsScrollView ? (by.flatMap { geometry.view($0) } as? UIScrollView)?.panGestureRecognizer : nil
    let byObject: AnyObject? = scrollPan ?? by.flatMap { scene.recognizers[$0] ?? geometry.view($0) }
    return [
      ExplanationField("recognizer", .string(id)),
      ExplanationField("class", .optional(recognizer.map { className($0) })),
      ExplanationField("view", .optional(recognizer.flatMap { scene.id(of: $0.view) })),
      ExplanationField("state", .string(state.recordName.description)),
      ExplanationField("reason", .string(reason.recordName.description)),
      ExplanationField("by", .optional(by)),
      ExplanationField("byClass", .optional(byObject.map { className($0) })),
      ExplanationField("byScrollView", .bool(byIsScrollView)),
    ]
  }

  /// A scroll view's pan that failed because a content view keeps its touch (R18).
  func explainScrollRefused(_ failure: ReplayRecord.RecognizerFailure, at time: Double) -> Explanation? {
    guard failure.reason == .contentTouchKept, let by = failure.by, let view = geometry.view(by),
      let scrollView = geometry.view(failure.recognizer) as? UIScrollView
    else { return nil }
    let life = lives.indices.last { lives[$0].view == by && !lives[$0].isSettled }.map { lives[$0] }
    let kept = "`\(by)` (\(article(className(view)))) already had the touch"
    let because: String
    if !scrollView.canCancelContentTouches {
      because = "\(kept), and `\(failure.recognizer)` has canCancelContentTouches = false"
    } else if view is UIControl {
      because = "\(kept), and `touchesShouldCancel(in:)` answered false for a UIControl"
    } else {
      because = "\(kept), and `touchesShouldCancel(in:)` answered false for `\(by)`"
    }
    let message = "`\(failure.recognizer)` did not scroll: \(because), so `\(by)` keeps the touch"
    var data = gestureData(failure.recognizer, state: .failed, reason: failure.reason, by: by)
    data[1] = ExplanationField("class", .string(className(scrollView)))
    data[2] = ExplanationField("view", .string(failure.recognizer))
    data.append(ExplanationField("canCancelContentTouches", .bool(scrollView.canCancelContentTouches)))
    data.append(ExplanationField("touchesShouldCancel", .bool(scrollView.touchesShouldCancel(in: view))))
    return Explanation(
      t: time, kind: .missingGesture, control: failure.recognizer, touch: life?.id, events: [],
      message: message, reasons: [Explanation.Reason(topic: "gesture", text: because, data: data)]
    ).about(life)
  }

  // MARK: Cancellations

  /// A tracking control's touch cancelled by a recognizer that recognized: "`apply` got
  /// TouchCancel" when the control's TouchCancel record follows; a control that sends none (a
  /// UITextField, M17) is said to have lost the touch without one. Nil for another cancel.
  func cancelByRecognizer(_ cancel: ReplayRecord.Cancel, life: TouchLife, at time: Double) -> PendingCancel? {
    guard let recognizer = scene.recognizers[cancel.by],
      life.control == cancel.view && life.beginResult == true && life.trackingEndedAt == nil
    else { return nil }
    let because =
      "\(describeRecognizer(cancel.by)) recognized and cancels touches in its view (`cancelsTouchesInView`)"
    var data = [
      ExplanationField("touch", .string(life.id)), ExplanationField("view", .string(cancel.view)),
      ExplanationField("by", .string(cancel.by)),
      ExplanationField("byClass", .string(className(recognizer))),
      ExplanationField("recognizerView", .optional(scene.id(of: recognizer.view))),
    ]
    data.append(ExplanationField("cancelsTouchesInView", .bool(recognizer.cancelsTouchesInView)))
    let reasons = [Explanation.Reason(topic: "cancel", text: because, data: data)]
    let sent = Explanation(
      t: time, kind: .missingEvent, control: cancel.view, touch: life.id, events: ["touchUpInside"],
      message: "`\(cancel.view)` got TouchCancel at \(NumberFormat.fixed(time, 3)): \(because)",
      reasons: reasons
    ).about(life)
    let name = geometry.view(cancel.view).map { " (\(article(className($0))))" } ?? ""
    let unsent = Explanation(
      t: time, kind: .missingEvent, control: cancel.view, touch: life.id, events: [],
      message: "`\(cancel.view)`\(name) lost touch \(life.id) at \(NumberFormat.fixed(time, 3)) and sent no "
        + "TouchCancel: \(because)",
      reasons: reasons
    ).about(life)
    return PendingCancel(control: cancel.view, t: time, sent: sent, unsent: unsent)
  }

  /// A touch cancelled at its view by a scroll view that began scrolling (a recognizer's cancel
  /// is `cancelByRecognizer`'s).
  func explainCancel(_ cancel: ReplayRecord.Cancel, life: TouchLife, at time: Double) -> Explanation? {
    let tracking = life.control == cancel.view && life.beginResult == true && life.trackingEndedAt == nil
    if scene.recognizers[cancel.by] != nil { return nil }
    guard let scrollView = geometry.view(cancel.by) as? UIScrollView, let view = geometry.view(cancel.view)
    else {
      return nil
    }
    let dx = life.last.x - life.x
    let dy = life.last.y - life.y
    let distance = ((dx * dx + dy * dy).squareRoot() * 10).rounded() / 10
    let answered =
      view is UIControl
      ? "answered true for `\(cancel.view)`, \(article(className(view)))" : "answered true for a plain view"
    let because =
      "`\(cancel.by)` began scrolling \(ExplainText.number(distance)) pt into the drag and cancelled the touch "
      + "(`touchesShouldCancel(in:)` \(answered))"
    let data = [
      ExplanationField("touch", .string(life.id)), ExplanationField("view", .string(cancel.view)),
      ExplanationField("by", .string(cancel.by)), ExplanationField("byClass", .string(className(scrollView))),
      ExplanationField("distance", .number(distance)), ExplanationField("translation", .point(dx, dy)),
      ExplanationField("viewIsControl", .bool(view is UIControl)),
      ExplanationField("touchesShouldCancel", .bool(scrollView.touchesShouldCancel(in: view))),
    ]
    return Explanation(
      t: time, kind: .missingEvent, control: cancel.view, touch: life.id, events: ["touchUpInside"],
      message: (tracking ? "no TouchUpInside from `\(cancel.view)`: " : "no TouchUpInside: ") + because,
      reasons: [Explanation.Reason(topic: "cancel", text: because, data: data)]
    ).about(life)
  }

  // MARK: Dropped touches

  /// A touch that never reached its view: held back (a scroll view's content-touch delay, or a
  /// recognizer's `delaysTouchesBegan`) and dropped when the scroll view began scrolling or the
  /// recognizer recognized (R17, R9).
  func explainDropped(_ dropped: ReplayRecord.Cancel, life: TouchLife, at time: Double) -> Explanation? {
    // A drag that began on the scroll view itself scrolled it: the touch reached the view it hit.
    guard dropped.view != dropped.by, let view = geometry.view(dropped.view) else { return nil }
    let head =
      view is UIControl ? "`\(dropped.view)` got no events: " : "`\(dropped.view)` got no touches: "
    let never = "the touch never reached `\(dropped.view)`"
    var data = [
      ExplanationField("touch", .string(life.id)), ExplanationField("view", .string(dropped.view)),
      ExplanationField("by", .string(dropped.by)),
    ]
    var because: String
    if let recognizer = scene.recognizers[dropped.by] {
      because =
        "\(describeRecognizer(dropped.by)) holds touches' beginnings back from their views while it is "
        + "possible (`delaysTouchesBegan`), and recognized at \(NumberFormat.fixed(time, 3)), which drops "
        + "the touches it holds (`cancelsTouchesInView`); \(never)"
      data += [
        ExplanationField("byClass", .string(className(recognizer))),
        ExplanationField("holder", .string("recognizer")),
        ExplanationField("property", .string("delaysTouchesBegan")),
        ExplanationField("recognizerView", .optional(scene.id(of: recognizer.view))),
        ExplanationField("began", .number(Self.millis(life.began))),
        ExplanationField("at", .number(Self.millis(time))),
      ]
    } else if let caught = life.caughtMotion, caught.list == dropped.by,
      let scrollView = geometry.view(dropped.by) as? UIScrollView
    {
      because = caughtTouchReason(caught, life: life, never: never)
      data +=
        [
          ExplanationField("byClass", .string(className(scrollView))),
          ExplanationField("holder", .string("scrollView")),
          ExplanationField("caught", .bool(true)),
          ExplanationField("began", .number(Self.millis(life.began))),
          ExplanationField("at", .number(Self.millis(time))),
        ] + caught.data
    } else if let scrollView = geometry.view(dropped.by) as? UIScrollView {
      let dx = life.last.x - life.x
      let dy = life.last.y - life.y
      let distance = ((dx * dx + dy * dy).squareRoot() * 10).rounded() / 10
      let delay = Double(scene.application.configuration.scrollViewTouchDelay)
      let scrolled =
        "began scrolling at \(NumberFormat.fixed(time, 3)), \(ExplainText.number(distance)) pt into the drag"
      let owner = "`\(dropped.by)` (\(article(className(scrollView))))"
      // The model says whether the delay was still holding the touch when the scrolling dropped it.
      let beforeEnd = dropped.heldByDelay
      because =
        beforeEnd
        ? "\(owner) holds content touches for \(NumberFormat.fixed(delay, 3)) s (`delaysContentTouches`), "
          + "and \(scrolled), before the delay ended; \(never)"
        : "\(owner) \(scrolled) while the touch was still held back from its view; \(never)"
      data += [
        ExplanationField("byClass", .string(className(scrollView))),
        ExplanationField("holder", .string("scrollView")),
        ExplanationField("property", .string("delaysContentTouches")),
        ExplanationField("delay", .number(delay)),
        ExplanationField("began", .number(Self.millis(life.began))),
        ExplanationField("at", .number(Self.millis(time))),
        ExplanationField("beforeDelayEnded", .bool(beforeEnd)),
        ExplanationField("distance", .number(distance)), ExplanationField("translation", .point(dx, dy)),
      ]
    } else {
      return nil
    }
    data.append(ExplanationField("viewIsControl", .bool(view is UIControl)))
    return Explanation(
      t: time, kind: .missingEvent, control: dropped.view, touch: life.id, events: ["touchDown"],
      message: head + because,
      reasons: [Explanation.Reason(topic: "dropped", text: because, data: data), hitTestReason(life)]
    ).about(life)
  }

  // MARK: Delays

  /// A time rounded to the millisecond, as data gives times.
  static func millis(_ t: Double) -> Double { (t * 1000).rounded() / 1000 }

  /// A TouchDown that came after its touch began, or a touch-up after its touch ended: who held
  /// the touch back from the control.
  func explainDelay(_ dispatch: OpenDispatch) -> Explanation? {
    guard let index = dispatch.life, lives.contains(index) else { return nil }
    let life = lives[index]
    let events = dispatch.event.events
    let control = dispatch.event.control
    let expected: Double
    let held: UIControl.Event
    if events.contains(.touchDown) {
      expected = life.began
      held = .touchDown
    } else if life.isOver, !events.isDisjoint(with: [.touchUpInside, .touchUpOutside]) {
      expected = life.last.t
      held = events.contains(.touchUpInside) ? .touchUpInside : .touchUpOutside
    } else {
      return nil
    }
    guard dispatch.t > expected + 0.0005,
      let holder = holder(of: life, began: held == .touchDown, at: dispatch.t)
    else { return nil }
    let event = held.names.joined()
    let message =
      "\(ExplainText.eventName(event)) came at \(NumberFormat.fixed(dispatch.t, 3)), "
      + "not at \(NumberFormat.fixed(expected, 3)): \(holder.text)"
    var data = [
      ExplanationField("event", .string(event)), ExplanationField("expected", .number(Self.millis(expected))),
      ExplanationField("came", .number(Self.millis(dispatch.t))),
    ]
    data.append(contentsOf: holder.data)
    return Explanation(
      t: dispatch.t, kind: .delayedEvent, control: control, touch: life.id, events: [event], message: message,
      reasons: [Explanation.Reason(topic: "delay", text: holder.text, data: data)]
    ).about(life)
  }

  /// Who held the touch back, as the model reported when it let the touch's began (for a
  /// TouchDown) or ended go to its view: a scene recognizer with `delaysTouchesBegan` (or
  /// `delaysTouchesEnded`) that failed, else, for a TouchDown, the scroll view whose
  /// content-touch delay held it (R10, R17).
  private func holder(
    of life: TouchLife, began: Bool, at time: Double
  ) -> (text: String, data: [ExplanationField])? {
    guard let release = began ? life.beganRelease : life.endedRelease else { return nil }
    let property = began ? "delaysTouchesBegan" : "delaysTouchesEnded"
    if let held = release.holders.first(where: { $0.role == .recognizer && $0.cause == .failed }),
      scene.recognizers[held.by] != nil
    {
      let what = began ? "touches' beginnings" : "touches' ends"
      return (
        "\(describeRecognizer(held.by)) holds \(what) back from their views while it is possible "
          + "(`\(property)`), until it failed at \(NumberFormat.fixed(time, 3))",
        [
          ExplanationField("heldBy", .string(held.by)), ExplanationField("holder", .string("recognizer")),
          ExplanationField("property", .string(property)),
        ]
      )
    }
    guard began, let held = release.holders.first(where: { $0.role == .contentTouchDelay }),
      let scrollView = geometry.view(held.by) as? UIScrollView
    else { return nil }
    let id = held.by
    let delay = Double(scene.application.configuration.scrollViewTouchDelay)
    var text =
      "`\(id)` (\(article(className(scrollView)))) delays content touches by \(NumberFormat.fixed(delay, 3)) s"
    let reason: String
    switch held.cause {
    case .delayElapsed:
      reason = "timer"
    case .lifted:
      reason = "lift"
      text +=
        "; the finger lifted at \(NumberFormat.fixed(time, 3)), before that, so the touch was delivered then"
    case .movedAlongFixedAxis, .failed, .recognized, .disabled:
      reason = "early"
      text += " at most"
    }
    return (
      text,
      [
        ExplanationField("heldBy", .string(id)), ExplanationField("holder", .string("scrollView")),
        ExplanationField("property", .string("delaysContentTouches")),
        ExplanationField("delay", .number(delay)),
        ExplanationField("release", .string(reason)),
      ]
    )
  }
}
