import Foundation
import UIKitModel

extension Replayer {
  /// Turns the model's reports into records.
  final class Observer: UIModelObserver {
    let scene: BuiltScene
    let verbose: Bool
    let sink: PendingRecordSink
    /// The replayer that owns this observer. A host may keep the observer (wrapped in its own)
    /// after the replayer has gone, so the replayer clears this in its `deinit`; not `weak`, which
    /// would cost a weak load per event.
    var replayer: Replayer? {
      get { replayerReference?.takeUnretainedValue() }
      set { replayerReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// `replayer`, called without retaining it (it is alive whenever the model reports).
    private var replayerReference: Unmanaged<Replayer>?
    /// Hit-tests reported before the touches are bound; written just before the touch records.
    private var pendingHitTests: [(UITouch, [HitTestStep])] = []
    /// Ids, class names and event names, cached.
    let recordNames: RecordNames

    init(
      scene: BuiltScene, names table: RecordNameTable, verbose: Bool,
      sink: PendingRecordSink
    ) {
      self.scene = scene
      self.application = Unmanaged.passUnretained(scene.application)
      self.verbose = verbose
      self.sink = sink
      self.recordNames = RecordNames(scene: scene, table: table)
    }

    var wantsDetails: Bool { verbose }

    /// The model's clock, read without retaining the application (the scene keeps it).
    private var now: Double { application._withUnsafeGuaranteedRef { $0.currentTime } }
    private let application: Unmanaged<UIApplication>

    private func id(_ object: AnyObject?) -> String? { recordNames.id(object) }

    private func names(_ events: UIControl.Event) -> [String] { recordNames.eventNames(events) }

    /// Inlined, as `controlEventsDispatched`, into the witness the model calls, which would
    /// otherwise only call it.
    @inline(__always)
    func eventWillDeliver(_ event: UIEvent) {
      if !pendingHitTests.isEmpty { emitPendingHitTests() }
      // Nearly always written already, as the samples were applied.
      replayerReference?._withUnsafeGuaranteedRef { if !$0.touchRecordsWritten { $0.writeTouchRecords() } }
    }

    /// Records the hit-tests reported for this event (details only), out of line so that the
    /// report made at every event stays small.
    @inline(never)
    private func emitPendingHitTests() {
      for (touch, steps) in pendingHitTests { emitHitTest(touch, steps) }
      pendingHitTests.removeAll()
    }

    @inline(__always)
    func controlEventsDispatched(_ control: UIControl, _ events: UIControl.Event, event: UIEvent?) {
      let reported = control.reportedValue
      // A control the scene names, with no value or a value under a stock name (nearly every
      // dispatch), goes as plain facts.
      if let index = recordNames.index(control) {
        let valueName: Int8? =
          if let reported { recordNames.valueNameIndex(reported.name, reportedBy: index) } else { -1 }
        if let valueName {
          sink.report(
            .controlEvent(
              .init(
                t: now, control: index, events: events, valueName: valueName,
                value: reported.map { Self.value($0.value) } ?? .int(0))))
          return
        }
      }
      let (controlID, className) = recordNames.idAndClassName(control)
      record(
        .controlEvent(
          .init(
            control: controlID ?? "?", className: className,
            events: names(events), valueName: reported?.name,
            value: reported.map { Self.value($0.value) })))
    }

    func model(_ event: ModelEvent) {
      switch event {
      case .eventWillDeliver(let delivered):
        eventWillDeliver(delivered)
      case .hitTest(let touch, let steps):
        pendingHitTests.append((touch, steps))
      case .controlEvents(let control, let events, let delivered):
        controlEventsDispatched(control, events, event: delivered)
      case .dispatchEntries(let control, let events, let entries):
        record(
          .dispatch(
            .init(
              control: id(control) ?? "?", events: names(events),
              entries: entries.map { entry in
                .init(
                  target: entry.isNilTarget ? nil : (entry.uiAction != nil ? "UIAction" : id(entry.target)),
                  action: entry.action?.name ?? entry.uiAction.map { "UIAction(\($0.title))" } ?? "?",
                  events: names(entry.events), matched: entry.matched)
              })))
      case .action(let message):
        actionSent(message)
      case .unrecognizedSelector(let target, let action, _):
        let name = id(target) ?? "?"
        record(
          .diagnostic(
            .init(
              isError: true, message: "-[\(name) \(action.name)]: unrecognized selector sent to instance",
              file: nil, line: nil, column: nil)))
      case .uiAction(let action, let sender, let events):
        record(
          .uiAction(
            .init(
              sender: id(sender) ?? "?", title: action.title, identifier: action.identifier?.rawValue,
              events: names(events))))
      case .tracking(let control, let callback, let result, let touch):
        let point = touch?.location(in: control)
        record(
          .tracking(
            .init(
              control: id(control) ?? "?", callback: callback.rawValue, result: result,
              x: point.map { Double($0.x) }, y: point.map { Double($0.y) })))
      case .stateChanged(let control, let property, let value):
        record(.state(.init(control: id(control) ?? "?", property: property.rawValue, value: value)))
      case .firstResponderChanged(let from, let to):
        record(.firstResponder(from: id(from), to: id(to)))
      case .gestureStateChanged(let recognizer, let state):
        guard scene.name(of: recognizer) != nil, let name = Self.stateName(state) else { return }
        record(.gesture(.init(recognizer: id(recognizer) ?? "?", view: id(recognizer.view), state: name)))
      case .gestureAction(let recognizer, let target, let action):
        record(
          .recognizerAction(
            .init(sender: id(recognizer) ?? "?", action: action.name, target: id(target), via: "target")))
      case .touchCancelled(let touch, let view, let by):
        let touchID = replayer?.recordedTouchID(of: touch)
        record(
          .cancel(
            .init(
              id: touchID?.text ?? "?", idIsNumber: touchID?.isNumber ?? false, view: id(view) ?? "?",
              by: id(by) ?? "?")))
      case .scrolled(let scrollView, let offset):
        record(.scroll(.init(view: id(scrollView) ?? "?", x: Double(offset.x), y: Double(offset.y))))
      }
    }

    /// Records an action message, lent by the model (see `UIModelObserver.actionSent(_:)`).
    func actionSent(_ message: ActionMessage) {
      if verbose && message.via != .target {
        record(
          .resolve(
            .init(
              action: message.action.name, chain: message.chain.map { id($0.responder) ?? "?" },
              found: id(message.target))))
      }
      // A sender and a target the scene names, or none (nearly every message), go as plain facts.
      if let sender = plainIndex(message.senderObject), let target = plainIndex(message.target) {
        sink.report(
          .action(
            .init(
              t: now, sender: sender, target: target, via: message.via, events: message.controlEvents,
              action: message.action.name)))
        return
      }
      record(
        .action(
          .init(
            sender: id(message.senderObject),
            action: message.action.name,
            target: message.target.flatMap { id($0) }, via: message.via.rawValue,
            events: names(message.controlEvents))))
    }

    /// How a plain record names `object`: its index in the name table, -1 for none, nil for an
    /// object the scene does not name.
    private func plainIndex(_ object: AnyObject?) -> Int32? {
      guard let object else { return -1 }
      return recordNames.index(object)
    }

    private func record(_ kind: ReplayRecord.Kind) {
      sink.report(.built(ReplayRecord(t: now, kind: kind)))
    }

    private func emitHitTest(_ touch: UITouch, _ steps: [HitTestStep]) {
      let hit = touch.view
      var converted: [ReplayRecord.HitTest.Step] = []
      for step in steps {
        let outcome: String
        switch step.outcome {
        case .hidden: outcome = "hidden"
        case .transparent: outcome = "transparent"
        case .interactionDisabled: outcome = "interactionDisabled"
        case .controlDisabled: outcome = "disabled"
        case .outside: outcome = "outside"
        case .inside: outcome = step.view === hit ? "hit" : "inside"
        }
        converted.append(
          .init(
            view: id(step.view) ?? "?", depth: step.depth, x: Double(step.point.x),
            y: Double(step.point.y), outcome: outcome))
      }
      let touchID = replayer?.touchID(of: touch) ?? "?"
      record(.hitTest(.init(touch: touchID, steps: converted)))
    }

    /// The contract's name of a recognizer state (none for possible).
    static func stateName(_ state: UIGestureRecognizer.State) -> String? {
      switch state {
      case .possible: return nil
      case .began: return "began"
      case .changed: return "changed"
      case .ended: return "ended"
      case .cancelled: return "cancelled"
      case .failed: return "failed"
      }
    }

    static func value(_ value: ReportedControlValue.Value) -> RecordValue {
      switch value {
      case .float(let v): return .float(v)
      case .double(let v): return .double(v)
      case .bool(let v): return .bool(v)
      case .int(let v): return .int(v)
      }
    }
  }

  func touchID(of touch: UITouch) -> String? {
    active.first(where: { $0.touch === touch })?.text
  }

  /// The trace id of `touch`, down or lifted not long ago (a recognizer may cancel a lifted
  /// touch whose end it held), and whether it is a number.
  func recordedTouchID(of touch: UITouch) -> (text: String, isNumber: Bool)? {
    if let found = active.first(where: { $0.touch === touch }) { return (found.text, found.number != nil) }
    if let found = liftedTouches.last(where: { $0.touch === touch }) {
      return (found.text, found.number != nil)
    }
    return nil
  }
}
