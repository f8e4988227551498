import UIKitModel

/// A record as the replaying thread hands it over. The kinds nearly every sample makes (a
/// touch, a control-event dispatch, an action message, and in a scroll view a scroll) go as plain facts that name the scene's
/// objects by their index in the replay's `RecordNameTable`; `RecordBuilder` turns them into
/// `ReplayRecord`s where they are written, which for a long trace is the writing thread. Every
/// other record, and one naming an object the scene does not name, is built at once.
///
/// Why: building the three frequent records on the replaying thread (looking up ids and class
/// names, retaining their strings) took about 2,700 instructions a sample, a third of that
/// thread's work (callgrind, 100 k samples of the bench trace).
enum PendingRecord {
  case touch(Touch)
  case controlEvent(ControlEvent)
  case action(Action)
  case scroll(Scroll)
  indirect case built(ReplayRecord)

  /// A touch sample as delivered (see `ReplayRecord.Touch`) of a touch with a numeric id, on a
  /// view the scene names or on none, not blocked. Plain numbers only, so that making, moving
  /// and destroying one copies no string.
  struct Touch {
    var t: Double
    var id: Int
    var phase: UITouch.Phase
    var x: Double
    var y: Double
    /// The view's index in the name table, or -1 when the touch hit nothing.
    var view: Int32
    var tap: Int
  }

  /// One dispatch of control events (see `ReplayRecord.ControlEvent`) by a control the scene
  /// names.
  struct ControlEvent {
    var t: Double
    var control: Int32
    var events: UIControl.Event
    var value: ReportedControlValue?
  }

  /// One action message (see `ReplayRecord.Action`) whose sender and target are objects the
  /// scene names, or none (-1).
  struct Action {
    var t: Double
    var sender: Int32
    var target: Int32
    var via: ActionMessage.Resolution
    var events: UIControl.Event
    var action: String
  }

  /// A scroll view's new content offset (see `ReplayRecord.Scroll`), of a scroll view the scene
  /// names.
  struct Scroll {
    var t: Double
    var view: Int32
    var x: Double
    var y: Double
  }
}
