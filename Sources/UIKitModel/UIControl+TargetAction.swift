import Foundation

extension UIControl {
  /// Registers `action` on `target` (nil: the responder chain) for `controlEvents`.
  ///
  /// An empty mask is ignored. Registering the same target and action again merges the masks and
  /// moves the entry to the end of the list.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    guard !controlEvents.isEmpty else { return }
    let object = target.map { $0 as AnyObject }
    let entry = ControlEntry(
      payload: .targetAction(
        target: WeakTarget(object: object), isNilTarget: object == nil, action: action),
      events: controlEvents)
    insertMerging(entry)
  }

  /// Registers a `UIAction` for `controlEvents`; an action with the same identifier replaces it.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    guard !controlEvents.isEmpty else { return }
    insertMerging(ControlEntry(payload: .action(action), events: controlEvents))
  }

  private func insertMerging(_ entry: ControlEntry) {
    var merged = entry
    // Only a registration made before can be merged into: one lookup tells that there is none
    // (nearly every add), so registering n targets takes time linear in n.
    let key = entry.registrationKey
    if registrationKeys.contains(key),
      let index = dispatchTable.firstIndex(where: { $0.isSameRegistration(as: entry) })
    {
      merged.events.formUnion(dispatchTable[index].events)
      dispatchTable.remove(at: index)
    }
    registrationKeys.insert(key)
    dispatchTable.append(merged)
  }

  /// Removes registrations as UIKit does: walking the list backwards, each entry whose target
  /// matches (a nil target matches all) loses the given events, whatever its selector; it is
  /// removed when no events remain and the action is nil or its own.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    for index in dispatchTable.indices.reversed() {
      guard case .targetAction(let entryTarget, _, let entryAction) = dispatchTable[index].payload
      else { continue }
      if let object, entryTarget.object !== object { continue }
      dispatchTable[index].events.subtract(controlEvents)
      if dispatchTable[index].events.isEmpty && (action == nil || action == entryAction) {
        dispatchTable.remove(at: index)
      }
    }
  }

  /// Removes `action` (matched by identity or identifier) from `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeActions(for: controlEvents) { $0.isSameRegistration(as: action) }
  }

  /// Removes the action with `identifier` from `controlEvents`.
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    removeActions(for: controlEvents) { $0.identifier == identifier }
  }

  private func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
    for index in dispatchTable.indices.reversed() {
      guard case .action(let entryAction) = dispatchTable[index].payload, matches(entryAction)
      else { continue }
      dispatchTable[index].events.subtract(controlEvents)
      if dispatchTable[index].events.isEmpty { dispatchTable.remove(at: index) }
    }
  }

  /// Every target registered, with `NSNull` standing for nil targets.
  public var allTargets: Set<AnyHashable> {
    var result: Set<AnyHashable> = []
    for entry in dispatchTable {
      guard case .targetAction(let target, let isNil, _) = entry.payload else { continue }
      if isNil {
        result.insert(AnyHashable(NSNull()))
      } else if let responder = target.object as? UIResponder {
        result.insert(AnyHashable(responder))
      } else if let object = target.object {
        result.insert(AnyHashable(ObjectIdentifier(object)))
      }
    }
    return result
  }

  /// The union of the events of every registration.
  public var allControlEvents: Event {
    dispatchTable.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// The selector names registered on `target` for entries whose events include all of
  /// `controlEvent`; nil for a nil target (as Apple documents) or when there are none.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    guard let target else { return nil }
    let object = target as AnyObject
    var names: [String] = []
    for entry in dispatchTable where entry.events.isSuperset(of: controlEvent) {
      guard case .targetAction(let entryTarget, _, let action) = entry.payload,
        entryTarget.object === object
      else { continue }
      names.append(action.name)
    }
    return names.isEmpty ? nil : names
  }

  /// One dispatch: every entry whose events meet `events` fires once, in registration order,
  /// over a copy of the list; then, when `events` meet the class's primary-action events,
  /// primaryActionTriggered is dispatched separately.
  func dispatch(_ events: Event, with event: UIEvent?) {
    if events.contains(.primaryActionTriggered) { willDispatchPrimaryAction(with: event) }
    let application = owningApplication
    application?.report(.controlEvents(self, events, event))
    let entries = dispatchTable
    if let application, application.wantsDetails {
      application.report(.dispatchEntries(self, events, entries.map { $0.match(events) }))
    }
    let outerEvents = currentDispatchEvents
    currentDispatchEvents = events
    // By index: an entry the events do not meet is not copied.
    for index in entries.indices where !entries[index].events.isDisjoint(with: events) {
      switch entries[index].payload {
      case .targetAction(let target, _, let action):
        sendAction(action, to: target.object, for: event)
      case .action(let action):
        sendAction(action)
      }
    }
    currentDispatchEvents = outerEvents
    let primary = primaryActionTriggerEvents.subtracting(.primaryActionTriggered)
    if !primary.isDisjoint(with: events) && !events.contains(.primaryActionTriggered) {
      dispatch(.primaryActionTriggered, with: event)
    }
  }
}

extension ControlEntry {
  /// How this entry looks to an observer for a dispatch of `dispatched`.
  func match(_ dispatched: UIControl.Event) -> DispatchEntryMatch {
    let matched = !events.isDisjoint(with: dispatched)
    switch payload {
    case .targetAction(let target, let isNil, let action):
      return DispatchEntryMatch(
        target: target.object, isNilTarget: isNil, action: action, uiAction: nil,
        events: events, matched: matched)
    case .action(let action):
      return DispatchEntryMatch(
        target: nil, isNilTarget: false, action: nil, uiAction: action, events: events,
        matched: matched)
    }
  }
}
