import Foundation

/// Something the model did, reported to its `UIModelObserver`.
package enum ModelEvent {
  /// A window bound the event's new touches to their views (the bind stage) and is about to
  /// deliver the event: every touch of it now says where it goes.
  case eventWillDeliver(UIEvent)
  /// Details: the views visited while hit-testing one touch.
  case hitTest(UITouch, [HitTestStep])
  /// A control's events were dispatched (one internal `sendActions(for:)`-style call).
  case controlEvents(UIControl, UIControl.Event, UIEvent?)
  /// Details: for one dispatch, each registered entry and whether its mask met the events.
  case dispatchEntries(UIControl, UIControl.Event, [DispatchEntryMatch])
  /// An action message was sent (or found no target, `via == .unhandled`).
  case action(ActionMessage)
  /// An action was sent to a target that does not implement it; UIKit would raise.
  indirect case unrecognizedSelector(target: AnyObject, action: Selector, sender: Any?)
  /// A `UIAction` registered on a control was performed.
  case uiAction(UIAction, sender: UIControl, events: UIControl.Event)
  /// Details: a tracking method was called on a control, with its result when it has one.
  case tracking(UIControl, TrackingCallback, result: Bool?, touch: UITouch?)
  /// Details: a control's highlighted, selected, tracking or touch-inside state changed.
  case stateChanged(UIControl, ControlStateProperty, Bool)
  /// The first responder of a window changed.
  case firstResponderChanged(from: UIResponder?, to: UIResponder?)
  /// A gesture recognizer's state changed (to began, changed, ended, cancelled or failed).
  case gestureStateChanged(UIGestureRecognizer, UIGestureRecognizer.State)
  /// Details: why the machinery is about to fail (or cancel) a recognizer, any recognizer, a
  /// scroll view's own included; reported just before its `gestureStateChanged`.
  case gestureFailed(UIGestureRecognizer, GestureFailure)
  /// A gesture recognizer sent an action message to a target.
  case gestureAction(UIGestureRecognizer, target: AnyObject, action: Selector)
  /// A view is about to be sent `touchesCancelled` for a touch because a recognizer recognized
  /// or a scroll view began scrolling (`by`: the recognizer, or the scroll view).
  case touchCancelled(UITouch, view: UIView, by: AnyObject)
  /// Details: a touch held back from its view (never sent to it) is dropped, because a
  /// recognizer recognized or a scroll view began scrolling (`by`, as for `touchCancelled`): the
  /// view never gets it. `heldBy`: the recognizers that were holding its began back (a scroll
  /// view's content-touch delay among them when it scrolled during the delay, R17).
  case touchDropped(UITouch, view: UIView, by: AnyObject, heldBy: [UIGestureRecognizer])
  /// Details: a touch's phase that recognizers held back from its view (R10, R17) is about to
  /// be sent to it: who held it, and why each let it go.
  case touchReleased(UITouch, view: UIView, TouchRelease)
  /// A scroll view's content offset changed.
  case scrolled(UIScrollView, contentOffset: CGPoint)
  /// A table or collection view selected a cell after a tap (M11).
  case selected(UIScrollView, cell: UIView)
}

/// The tracking methods of `UIControl`.
public enum TrackingCallback: Sendable, Hashable {
  case beginTracking
  case continueTracking
  case endTracking
  case cancelTracking
}

/// The boolean states of a control that the model reports when they change.
public enum ControlStateProperty: Sendable, Hashable {
  case highlighted
  case selected
  case tracking
  case touchInside
  case enabled
}

/// One registered entry of a control, and whether a dispatch reached it.
package struct DispatchEntryMatch {
  /// The entry's target (nil for a nil-targeted or `UIAction` entry).
  package let target: AnyObject?
  /// Whether the entry was registered with a nil target.
  package let isNilTarget: Bool
  /// The selector, for a target-action entry.
  package let action: Selector?
  /// The action, for a `UIAction` entry.
  package let uiAction: UIAction?
  /// The events the entry is registered for.
  package let events: UIControl.Event
  /// Whether `events` meets the dispatched events, so that the entry fires.
  package let matched: Bool
}

/// One step of a nil-targeted action's walk up the responder chain.
package struct ResponderChainStep {
  package let responder: UIResponder
  /// Whether `canPerformAction(_:withSender:)` was true there.
  package let canPerform: Bool
}

/// An action message as `UIApplication.sendAction(_:to:from:for:)` sent it.
public struct ActionMessage {
  /// How the target was found.
  public enum Resolution: String, Sendable {
    /// The control's entry names its target.
    case target
    /// Nil target, found along the responder chain.
    case responderChain
    /// Nil target, and nobody in the responder chain implements the action.
    case unhandled
  }

  package let action: Selector
  /// The sender, as the action method receives it: as given for a sender that is not a
  /// responder, else `senderObject`.
  package var sender: Any? { given?.value ?? senderObject }
  /// The sender as an object (a value boxed, as `as AnyObject` boxes it), nil when there is none.
  package let senderObject: AnyObject?
  /// A sender that is not a responder (a control is), as given; nil otherwise.
  let given: GivenSender?
  /// The object that received the message, nil when unhandled.
  package let target: AnyObject?
  package let via: Resolution
  package let event: UIEvent?
  /// The control events being dispatched when the control sent it (empty when sent directly).
  package let controlEvents: UIControl.Event
  /// Details: for a nil target, where the walk started and each responder asked.
  package let chain: [ResponderChainStep]

  /// A sender that is not a responder, kept as given. A reference, so that the message stays
  /// small when, as for every control, there is none.
  final class GivenSender {
    let value: Any
    init(_ value: Any) { self.value = value }
  }
}
