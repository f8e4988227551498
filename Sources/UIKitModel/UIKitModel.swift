// UIKitModel: UIKit's touch-handling rules as plain Swift (hit-testing, touch delivery, control
// tracking and target-action, gesture recognizers, scroll views, the run loop's passes), with no
// I/O, no JSON, no clock and no globals (docs/model.md, docs/rules.md).
//
// Public: UIKit's own surface, under UIKit's names, for a control written for iOS and for a
// user's tests. A custom-control author gets:
// - `UIView`, `UIControl` and the stock controls and views to subclass or contain: frames,
//   hierarchy, `hitTest(_:with:)` / `point(inside:with:)`, layout and display passes, tracking
//   (`beginTracking` / `continueTracking` / `endTracking` / `cancelTracking`), target-action
//   (`addTarget`, `addAction`, `sendAction(_:to:for:)`, `sendActions(for:)`), `UIControl.Event`,
//   `UIControl.State`;
// - `UIGestureRecognizer` and the stock recognizers to subclass (`touchesBegan...`, a settable
//   `state`, `reset()`, `location(in:)`), with `UIGestureRecognizerDelegate`;
// - `UITouch` and `UIEvent` as UIKit hands them over (`location(in:)`, `previousLocation(in:)`,
//   `phase`, `timestamp`, `tapCount`, `view`, `allTouches`, `touches(for:)`);
// - layers, transforms, Auto Layout, colours, fonts, images, text metrics, accessibility: kept
//   as values, inert where they are only pixels (docs/porting-surface.md);
// - three things iOS does through the Objective-C runtime or not at all:
//   `UIResponder.implement(_:_:)` / `unimplement(_:)` (an action method by selector, where
//   there is no `@objc`), `SelectorPerforming`, and `UIControl.reportedValue` /
//   `ReportedControlValue` (the value printed with each of a control's events).
// `UIApplication.Configuration` holds the model's tunables a replay sets (touch margin, tap and
// gesture thresholds). The types a replay's typed records carry are public too, with only
// what a record reads: `ActionMessage.Resolution` (how an action found its target, a record's
// `via`), `HitTestStep.Outcome`, `GestureFailure.Reason` and `ControlVeto` (why a recognizer
// failed and which stock rule refused it), `TouchRelease.Cause` (why a recognizer let go of a
// touch it held), `TrackingCallback` and `ControlStateProperty`.
//
// `package`: the seams the replay library, the porting layer and the recorder drive the model
// through, which a control never calls: making and updating touches and events
// (`UITouch.init(location:...)`, `update(phase:...)`, `UIEvent.reset`), the clock and the run
// loop (`UIApplication.advanceTime`, `schedule(after:_:)`, `layoutAndDisplayIfNeeded`), the
// observer and what it reports (`UIModelObserver`, `ModelEvent`, the steps of a
// `HitTestStep`), windows' binding state, `TapCounter`, `UIControl.Event.named`,
// `CGRect.containsHalfOpen`, and the stock controls' geometry helpers (a slider's thumb, a
// stepper's halves, a segment's rect).
