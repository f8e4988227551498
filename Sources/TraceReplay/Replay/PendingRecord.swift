import UIKitModel

/// A record as the replaying thread hands it over. The two records nearly every sample makes
/// (a touch and a control-event dispatch), and action messages, are plain facts: numbers, and
/// names as indexes into the replay's `RecordNameTable`, so that handing them over copies no
/// string and retains nothing (an action's selector name excepted). `RecordBuilder` turns them
/// into `ReplayRecord`s where they are written, which for a long trace is on the writing thread.
/// Every other record is built at once.
enum PendingRecord {
  case touch(Touch)
  case controlEvent(ControlEvent)
  case action(Action)
  /// Boxed, so that the plain cases stay small to copy.
  indirect case built(ReplayRecord)

  /// A touch sample as delivered (see `ReplayRecord.Touch`), for a touch whose id is a number,
  /// bound to a view the scene names or to none, and not blocked.
  struct Touch {
    var t: Double
    var id: Int
    var phase: SamplePhase
    var x: Double
    var y: Double
    /// The view's index in the name table, or -1 when the touch hit nothing.
    var view: Int32
    var tap: Int
  }

  /// One dispatch of control events (see `ReplayRecord.ControlEvent`) by a control the scene
  /// names, reporting no value or a value under one of the stock names.
  struct ControlEvent {
    var t: Double
    /// The control's index in the name table.
    var control: Int32
    var events: UIControl.Event
    /// The index of the value's name in `RecordNameTable.valueNames`, or -1 for no value.
    var valueName: Int8
    var value: RecordValue
  }

  /// One action message (see `ReplayRecord.Action`) whose sender and target are objects the
  /// scene names, or none.
  struct Action {
    var t: Double
    /// The sender's index in the name table, or -1 for no sender.
    var sender: Int32
    /// The target's index in the name table, or -1 for no target.
    var target: Int32
    var via: ActionMessage.Resolution
    /// The control events being dispatched when the message was sent.
    var events: UIControl.Event
    /// The selector's name.
    var action: String
  }
}
