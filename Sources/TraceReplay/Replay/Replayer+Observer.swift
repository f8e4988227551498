import Foundation
import UIKitModel

extension Replayer {
  /// Turns the model's reports into records.
  final class Observer: UIModelObserver {
    let scene: BuiltScene
    let verbose: Bool
    /// Whether to record `recognizerFailure` and `touchDropped` records.
    let failures: Bool
    let sink: ReplayRecordSink
    /// The touches down and the touch records of the group being delivered, which the replayer
    /// fills: written here when the window has bound the event's touches.
    let touches: TouchRecords
    /// Hit-tests reported before the touches are bound; written just before the touch records.
    private var pendingHitTests: [(UITouch, [HitTestStep])] = []
    /// Ids and class names, cached.
    let recordNames: RecordNames
    /// The scene's watched properties; nil when it watches none.
    private let watcher: PropertyWatcher?
    /// Whether the frequent records are handed over as plain facts (`FastPaths`); off, each is
    /// built at once.
    private let fast = FastPaths.enabled

    init(
      scene: BuiltScene, names: RecordNames, touches: TouchRecords, verbose: Bool, failures: Bool,
      sink: ReplayRecordSink
    ) {
      self.scene = scene
      self.verbose = verbose
      self.failures = failures
      self.sink = sink
      self.recordNames = names
      self.touches = touches
      self.watcher = scene.watches.isEmpty ? nil : PropertyWatcher(scene.watches)
    }

    /// Reports the watched properties that changed during the step that ended, at its time.
    func runLoopStepDidEnd(at time: TimeInterval) {
      guard let watcher else { return }
      let changes = watcher.changes()
      guard !changes.isEmpty else { return }
      // An event no window delivered has its touch records written after it: they come first.
      touches.write()
      for change in changes { sink.report(ReplayRecord(t: time, kind: .stateChange(change))) }
    }

    var wantsDetails: Bool { verbose }

    /// The model's clock.
    private var now: Double { scene.application.currentTime }

    private func id(_ object: AnyObject?) -> String? { recordNames.id(object) }

    func model(_ event: ModelEvent) {
      switch event {
      case .eventWillDeliver:
        if !pendingHitTests.isEmpty {
          for (touch, steps) in pendingHitTests { emitHitTest(touch, steps) }
          pendingHitTests.removeAll()
        }
        touches.write()
      case .hitTest(let touch, let steps):
        pendingHitTests.append((touch, steps))
      case .controlEvents(let control, let events, _):
        let reported = control.reportedValue.map {
          ReportedControlValue(name: $0.name, value: $0.value)
        }
        if fast, let index = recordNames.index(control) {
          sink.report(.controlEvent(.init(t: now, control: index, events: events, value: reported)))
          return
        }
        record(
          .controlEvent(
            .init(
              control: id(control) ?? "?", className: recordNames.className(of: control),
              events: events, valueName: reported?.name,
              value: reported.map { RecordValue($0.value) })))
      case .dispatchEntries(let control, let events, let entries):
        record(
          .dispatch(
            .init(
              control: id(control) ?? "?", events: events,
              entries: entries.map { entry in
                .init(
                  target: entry.isNilTarget || entry.uiAction != nil ? nil : id(entry.target),
                  isUIAction: entry.uiAction != nil,
                  action: entry.action.map { $0.name } ?? entry.uiAction.map { "UIAction(\($0.title))" }
                    ?? "?",
                  events: entry.events, matched: entry.matched)
              })))
      case .action(let message):
        if verbose && message.via != .target {
          record(
            .resolve(
              .init(
                action: message.action.name, chain: message.chain.map { id($0.responder) ?? "?" },
                found: id(message.target))))
        }
        if fast, let sender = recordNames.plainIndex(message.senderObject),
          let target = recordNames.plainIndex(message.target)
        {
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
              sender: id(message.senderObject), action: message.action.name,
              target: message.target.flatMap { id($0) }, via: message.via,
              events: message.controlEvents)))
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
              sender: id(sender) ?? "?", title: action.title,
              identifier: action.identifier.map { $0.rawValue },
              events: events)))
      case .tracking(let control, let callback, let result, let touch):
        let point = touch?.location(in: control)
        record(
          .tracking(
            .init(
              control: id(control) ?? "?", callback: callback, result: result,
              x: point.map { Double($0.x) }, y: point.map { Double($0.y) })))
      case .stateChanged(let control, let property, let value):
        record(.state(.init(control: id(control) ?? "?", property: property, value: value)))
      case .firstResponderChanged(let from, let to):
        record(.firstResponder(from: id(from), to: id(to)))
      case .gestureStateChanged(let recognizer, let state):
        guard scene.name(of: recognizer) != nil, state != .possible else { return }
        record(
          .gesture(
            .init(
              recognizer: id(recognizer) ?? "?", view: id(recognizer.view), state: state,
              scale: (recognizer as? UIPinchGestureRecognizer).map { Double($0.scale) },
              rotation: (recognizer as? UIRotationGestureRecognizer).map { Double($0.rotation) })))
      case .gestureFailed(let recognizer, let failure):
        guard failures else { return }
        // A recognizer the scene does not name is a scroll view's own: named by its scroll view.
        let own = scene.name(of: recognizer)
        let isScrollView = own == nil && recognizer.view is UIScrollView
        guard let name = own != nil ? id(recognizer) : (isScrollView ? id(recognizer.view) : nil) else {
          return
        }
        let by = failure.cause
        // A scroll view's own pan that excluded it is named by its scroll view, as above.
        let byScrollView: UIScrollView? =
          (by as? UIGestureRecognizer).flatMap { scene.name(of: $0) == nil ? $0.view as? UIScrollView : nil }
        record(
          .recognizerFailure(
            .init(
              recognizer: name, isScrollView: isScrollView, reason: failure.reason,
              by: byScrollView.map { id($0) } ?? by.flatMap { id($0) }, byIsScrollView: byScrollView != nil,
              veto: failure.veto)))
      case .gestureAction(let recognizer, let target, let action):
        record(
          .recognizerAction(
            .init(sender: id(recognizer) ?? "?", action: action.name, target: id(target), via: .target)
          ))
      case .touchCancelled(let touch, let view, let by):
        let touchID = touches.recordedTouchID(of: touch)
        record(
          .cancel(
            .init(
              id: touchID?.text ?? "?", idIsNumber: touchID?.isNumber ?? false, view: id(view) ?? "?",
              by: id(by) ?? "?")))
      case .touchDropped(let touch, let view, let by, let heldBy):
        guard failures else { return }
        let touchID = touches.recordedTouchID(of: touch)
        // A scroll view's own recognizer that is not its pan is its content-touch delay.
        let scrollView = by as? UIScrollView
        let heldByDelay = heldBy.contains { holder in
          holder.view === scrollView && holder !== scrollView?.panGestureRecognizer
            && scene.name(of: holder) == nil
        }
        record(
          .touchDropped(
            .init(
              id: touchID?.text ?? "?", idIsNumber: touchID?.isNumber ?? false, view: id(view) ?? "?",
              by: id(by) ?? "?", heldByDelay: heldByDelay)))
      case .touchReleased(let touch, let view, let release):
        guard failures else { return }
        let touchID = touches.recordedTouchID(of: touch)
        // A recognizer the scene does not name is a scroll view's own: its pan or its
        // content-touch delay, named by its scroll view.
        let holders = release.holders.compactMap { holder -> ReplayRecord.TouchReleased.Holder? in
          let recognizer = holder.recognizer
          if scene.name(of: recognizer) != nil, let name = id(recognizer) {
            return .init(by: name, role: .recognizer, cause: holder.cause)
          }
          guard let scrollView = recognizer.view as? UIScrollView, let name = id(scrollView) else {
            return nil
          }
          let role: ReplayRecord.TouchReleased.Role =
            recognizer === scrollView.panGestureRecognizer ? .scrollViewPan : .contentTouchDelay
          return .init(by: name, role: role, cause: holder.cause)
        }
        guard !holders.isEmpty else { return }
        record(
          .touchReleased(
            .init(
              id: touchID?.text ?? "?", idIsNumber: touchID?.isNumber ?? false, view: id(view) ?? "?",
              phase: release.phase, holders: holders)))
      case .scrolled(let scrollView, let offset):
        if fast, let index = recordNames.index(scrollView) {
          sink.report(.scroll(.init(t: now, view: index, x: Double(offset.x), y: Double(offset.y))))
          return
        }
        record(.scroll(.init(view: id(scrollView) ?? "?", x: Double(offset.x), y: Double(offset.y))))
      case .selected(let list, let cell):
        record(.selection(.init(view: id(list) ?? "?", cell: id(cell) ?? "?")))
      }
    }

    private func record(_ kind: ReplayRecord.Kind) {
      sink.report(ReplayRecord(t: now, kind: kind))
    }

    private func emitHitTest(_ touch: UITouch, _ steps: [HitTestStep]) {
      let hit = touch.view
      var converted: [ReplayRecord.HitTest.Step] = []
      for step in steps {
        converted.append(
          .init(
            view: id(step.view) ?? "?", depth: step.depth, x: Double(step.point.x),
            y: Double(step.point.y), outcome: step.outcome,
            isHit: step.outcome == .inside && step.view === hit))
      }
      let touchID = touches.recordedTouchID(of: touch)?.text ?? "?"
      record(.hitTest(.init(touch: touchID, steps: converted)))
    }
  }
}
