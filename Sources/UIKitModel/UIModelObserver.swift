/// Sees everything the model does, in order: the hook through which a replayer or a test records.
public protocol UIModelObserver: AnyObject {
  /// Whether to report the detail events (hit-test steps, tracking callbacks, state changes,
  /// dispatch matching, responder-chain walks). They cost time, so they are off unless asked.
  /// The application reads this once, when the observer is set.
  var wantsDetails: Bool { get }
  /// Called synchronously as each thing happens.
  func model(_ event: ModelEvent)
  /// The model's most frequent reports, each the same as the `model(_:)` call it names. The
  /// default implementations make that call; an observer that must be fast may implement them
  /// to skip building and taking apart a `ModelEvent`.
  ///
  /// Same as `model(.eventWillDeliver(event))`.
  func eventWillDeliver(_ event: UIEvent)
  /// Same as `model(.controlEvents(control, events, event))`.
  func controlEventsDispatched(_ control: UIControl, _ events: UIControl.Event, event: UIEvent?)
  /// Same as `model(.action(message))`; the message is lent, not copied out of an event.
  func actionSent(_ message: ActionMessage)
}

extension UIModelObserver {
  public func eventWillDeliver(_ event: UIEvent) {
    model(.eventWillDeliver(event))
  }

  public func controlEventsDispatched(_ control: UIControl, _ events: UIControl.Event, event: UIEvent?) {
    model(.controlEvents(control, events, event))
  }

  public func actionSent(_ message: ActionMessage) {
    model(.action(message))
  }
}
