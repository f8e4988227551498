import UIKitModel

/// One thing that happened during a replay, as the reporters print it: plain values, no model
/// objects, so records can be kept, compared and written in any format.
public struct ReplayRecord: Sendable, Hashable {
  /// The timestamp of the event being delivered (or of the timer that fired).
  public var t: Double
  public var kind: Kind

  public init(t: Double, kind: Kind) {
    self.t = t
    self.kind = kind
  }

  /// The kinds of records.
  public enum Kind: Sendable, Hashable {
    case touch(Touch)
    case controlEvent(ControlEvent)
    case action(Action)
    case uiAction(UIActionRecord)
    case firstResponder(from: String?, to: String?)
    case diagnostic(DiagnosticRecord)
    /// `--verbose` only.
    case hitTest(HitTest)
    /// `--verbose` only.
    case tracking(Tracking)
    /// `--verbose` only.
    case state(State)
    /// `--verbose` only.
    case dispatch(Dispatch)
    /// `--verbose` only.
    case resolve(Resolve)
    /// A gesture recognizer's state change (contract 7.4).
    case gesture(Gesture)
    /// An action message a gesture recognizer sent: an `action` record without `events`.
    case recognizerAction(RecognizerAction)
    /// A view sent `touchesCancelled` because a recognizer recognized or a scroll view scrolled.
    case cancel(Cancel)
    /// A scroll view's content offset changed.
    case scroll(Scroll)
    /// Why the gesture machinery failed a recognizer: only with
    /// `Replayer.Options.recordsGestureFailures` (for `explain`), and `--verbose`.
    case recognizerFailure(RecognizerFailure)
    /// A touch held back from its view and then dropped, so the view never got it, because a
    /// recognizer recognized or a scroll view began scrolling (`by`): only with
    /// `Replayer.Options.recordsGestureFailures` (for `explain`), and `--verbose`.
    case touchDropped(Cancel)
    /// A touch's phase that recognizers held back from its view is sent to it now: who held it
    /// and why each let go. Only with `Replayer.Options.recordsGestureFailures` (for `explain`),
    /// and `--verbose`.
    case touchReleased(TouchReleased)
    /// A watched property's value changed during a step (contract section 10): JSON Lines
    /// `{"type":"state","view":…,"property":…,"value":…}`.
    case stateChange(StateChange)
    /// A table or collection view selected a cell after a tap (contract 9.2, M11).
    case selection(Selection)
  }

  /// A watched property's new value, and its value after the step before.
  public struct StateChange: Sendable, Hashable {
    /// The view's scene id.
    public var view: String
    /// The view's class name (the text output shows it).
    public var className: String
    public var property: String
    public var value: PropertyValue
    /// The value after the previous step (the text output shows it).
    public var previous: PropertyValue

    public init(
      view: String, className: String, property: String, value: PropertyValue, previous: PropertyValue
    ) {
      self.view = view
      self.className = className
      self.property = property
      self.value = value
      self.previous = previous
    }
  }

  /// A cell a table or collection view selected.
  public struct Selection: Sendable, Hashable {
    /// The table or collection view.
    public var view: String
    /// The cell's id.
    public var cell: String
  }

  /// Why the gesture machinery, not the recognizer's own rules, failed a recognizer.
  public struct RecognizerFailure: Sendable, Hashable {
    /// The recognizer's id; for a scroll view's own pan, the scroll view's.
    public var recognizer: String
    /// Whether `recognizer` names a scroll view whose own pan failed.
    public var isScrollView: Bool
    /// The kind of failure the model reported.
    public var reason: GestureFailure.Reason
    /// The view that refused or kept its touch, or the recognizer that excluded it or that
    /// recognized (a scroll view's own pan named by its scroll view); nil for the delegate.
    public var by: String?
    /// Whether `by` names a scroll view whose own pan excluded the recognizer or recognized.
    public var byIsScrollView = false
    /// For `refusedByView`, the stock control rule that refused (a UIButton's refusal of a
    /// single tap), nil when the view's own override did. Not written: `explain` narrates it.
    public var veto: ControlVeto? = nil
  }

  /// A touch's held-back phase sent to its view, with the recognizers that held it.
  public struct TouchReleased: Sendable, Hashable {
    public var id: String
    public var idIsNumber: Bool
    /// The view that gets the phase now.
    public var view: String
    /// `.began` or `.ended`.
    public var phase: UITouch.Phase
    /// The recognizers that held it until now, the touch's view's first.
    public var holders: [Holder]

    /// A recognizer that held the phase back, and why it let go.
    public struct Holder: Sendable, Hashable {
      /// The recognizer's id; for a scroll view's own recognizer, the scroll view's.
      public var by: String
      /// Which recognizer `by` names.
      public var role: Role
      public var cause: TouchRelease.Cause
    }

    /// What held a touch: a scene's recognizer, or one of a scroll view's own.
    public enum Role: Sendable, Hashable {
      case recognizer
      /// A scroll view's content-touch delay (R17).
      case contentTouchDelay
      /// A scroll view's pan (`delaysTouchesEnded`, UIKit's default).
      case scrollViewPan
    }
  }

  /// A gesture recognizer's new state.
  public struct Gesture: Sendable, Hashable {
    public var recognizer: String
    public var view: String?
    /// `.began`, `.changed`, `.ended`, `.cancelled` or `.failed` (never `.possible`).
    public var state: UIGestureRecognizer.State
    /// A pinch's `scale` when it reported this state (contract 9.2); nil for other recognizers.
    public var scale: Double? = nil
    /// A rotation's `rotation` in radians when it reported this state (contract 9.2); nil for
    /// other recognizers.
    public var rotation: Double? = nil
  }

  /// An action message from a gesture recognizer.
  public struct RecognizerAction: Sendable, Hashable {
    public var sender: String
    public var action: String
    public var target: String?
    /// How the target was found: always `.target` (a recognizer names its targets).
    public var via: ActionMessage.Resolution
  }

  /// A touch cancelled at its view (or, for `touchDropped`, dropped before it reached it) by a
  /// recognizer or a scroll view.
  public struct Cancel: Sendable, Hashable {
    public var id: String
    public var idIsNumber: Bool
    public var view: String
    public var by: String
    /// For `touchDropped` by a scroll view: whether its content-touch delay was holding the
    /// touch's began when it began scrolling (R17), as the model reported. Not written.
    public var heldByDelay = false
  }

  /// A scroll view's new content offset.
  public struct Scroll: Sendable, Hashable {
    public var view: String
    public var x: Double
    public var y: Double
  }

  /// A touch sample as delivered.
  public struct Touch: Sendable, Hashable {
    public var id: String
    public var idIsNumber: Bool
    public var phase: UITouch.Phase
    public var x: Double
    public var y: Double
    /// The view the touch is bound to: an id, `window`, or nil when it hit nothing.
    public var view: String?
    public var tap: Int
    /// Why the view does not get the touch, when it does not.
    public var blocked: DeliveryBlock?

    /// The model's `UITouch.DeliveryBlock`, the other view named by its id.
    public enum DeliveryBlock: Sendable, Hashable {
      /// The view is not multiple-touch and already has a touch (R3).
      case multipleTouchDisabled
      /// The view is exclusive-touch and another view in the window has a touch.
      case exclusiveTouchOfThisView
      /// Another view in the window, `view`, is exclusive-touch and has a touch.
      case exclusiveTouchOfOtherView(view: String)
    }
  }

  /// One dispatch of control events.
  public struct ControlEvent: Sendable, Hashable {
    public var control: String
    public var className: String
    /// The events sent together; records spell them in raw-value order.
    public var events: UIControl.Event
    /// `value`, `isOn`, `selectedSegmentIndex` or `currentPage`, for valued controls.
    public var valueName: String?
    public var value: RecordValue?
  }

  /// One action message.
  public struct Action: Sendable, Hashable {
    public var sender: String?
    public var action: String
    public var target: String?
    /// How the target was found: named by the control's entry, along the responder chain, or
    /// not at all.
    public var via: ActionMessage.Resolution
    /// The control events being dispatched when the control sent it (empty when sent directly);
    /// records spell them in raw-value order.
    public var events: UIControl.Event
  }

  /// A `UIAction` performed by a control.
  public struct UIActionRecord: Sendable, Hashable {
    public var sender: String
    public var title: String
    public var identifier: String?
    /// The control events being dispatched; records spell them in raw-value order.
    public var events: UIControl.Event
  }

  /// An error or warning, with the trace line it concerns.
  public struct DiagnosticRecord: Sendable, Hashable {
    public var isError: Bool
    public var message: String
    public var file: String?
    public var line: Int?
    public var column: Int?
  }

  /// The views visited hit-testing one touch.
  public struct HitTest: Sendable, Hashable {
    public var touch: String
    public var steps: [Step]

    /// One view visited.
    public struct Step: Sendable, Hashable {
      public var view: String
      public var depth: Int
      public var x: Double
      public var y: Double
      /// What hit-testing decided at the view.
      public var outcome: HitTestStep.Outcome
      /// Whether this is the view hit-testing returned (an `.inside` view with no subview that
      /// took the point).
      public var isHit: Bool
    }
  }

  /// A tracking callback and its result.
  public struct Tracking: Sendable, Hashable {
    public var control: String
    public var callback: TrackingCallback
    public var result: Bool?
    public var x: Double?
    public var y: Double?
  }

  /// A control's state change.
  public struct State: Sendable, Hashable {
    public var control: String
    public var property: ControlStateProperty
    public var value: Bool
  }

  /// The entries a dispatch considered.
  public struct Dispatch: Sendable, Hashable {
    public var control: String
    /// The events dispatched; records spell them in raw-value order.
    public var events: UIControl.Event
    public var entries: [Entry]

    /// One registered entry.
    public struct Entry: Sendable, Hashable {
      /// The target's id; nil for a nil-targeted entry and a `UIAction`.
      public var target: String?
      /// Whether the entry is a `UIAction` (records name its target `UIAction`).
      public var isUIAction = false
      public var action: String
      /// The events the entry is registered for.
      public var events: UIControl.Event
      public var matched: Bool
    }
  }

  /// A nil-targeted action's walk up the responder chain.
  public struct Resolve: Sendable, Hashable {
    public var action: String
    public var chain: [String]
    public var found: String?
  }
}

/// A control value in a record.
public enum RecordValue: Sendable, Hashable {
  case float(Float)
  case double(Double)
  case bool(Bool)
  case int(Int)
}
