import Foundation
import Testing

@testable import UIKitModel

/// One step of a single-finger gesture, in window coordinates.
enum Gesture: Sendable, CustomStringConvertible {
  case down(CGFloat, CGFloat)
  case move(CGFloat, CGFloat)
  case up(CGFloat, CGFloat)
  case cancel

  var description: String {
    switch self {
    case .down(let x, let y): "down(\(x), \(y))"
    case .move(let x, let y): "move(\(x), \(y))"
    case .up(let x, let y): "up(\(x), \(y))"
    case .cancel: "cancel"
    }
  }
}

/// A gesture on the button at (100, 100, 100 × 50), and the events it must dispatch.
struct SequenceCase: Sendable, CustomTestStringConvertible {
  let label: String
  let steps: [Gesture]
  let expected: [String]
  var testDescription: String { label }
}

extension Scene {
  /// Plays `steps` as one touch.
  func play(_ steps: [Gesture]) {
    var touch: UITouch?
    for step in steps {
      switch step {
      case .down(let x, let y): touch = down(x, y)
      case .move(let x, let y): move(touch!, x, y)
      case .up(let x, let y): up(touch!, x, y)
      case .cancel: cancel(touch!)
      }
    }
  }
}

@Suite("UIControl tracking")
struct ControlTrackingTests {
  // The button spans window x 100..<200, y 100..<150; with the 70 pt margin the inside area
  // is x 30..<270, y 30..<220.
  static let sequences: [SequenceCase] = [
    SequenceCase(
      label: "tap", steps: [.down(150, 125), .up(150, 125)],
      expected: ["touchDown", "touchUpInside"]),
    SequenceCase(
      label: "drag within the margin",
      steps: [.down(150, 125), .move(250, 125), .move(269, 219), .up(269, 219)],
      expected: ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside"]),
    SequenceCase(
      label: "drag out",
      steps: [.down(150, 125), .move(270, 125), .move(350, 125), .up(350, 125)],
      expected: [
        "touchDown", "touchDragExit", "touchDragOutside", "touchDragOutside", "touchUpOutside",
      ]),
    SequenceCase(
      label: "drag out to the left and top",
      steps: [.down(150, 125), .move(30, 30), .move(29.5, 30), .move(30, 29.5), .up(30, 29.5)],
      expected: [
        "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragOutside",
        "touchUpOutside",
      ]),
    SequenceCase(
      label: "out and back in",
      steps: [.down(150, 125), .move(300, 125), .move(150, 125), .move(160, 125), .up(160, 125)],
      expected: [
        "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside",
        "touchDragInside", "touchUpInside",
      ]),
    SequenceCase(
      label: "leave only at lift-off", steps: [.down(150, 125), .up(300, 125)],
      expected: ["touchDown", "touchDragExit", "touchUpOutside"]),
    SequenceCase(
      label: "return only at lift-off",
      steps: [.down(150, 125), .move(300, 125), .up(150, 125)],
      expected: [
        "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchUpInside",
      ]),
    SequenceCase(
      label: "cancel", steps: [.down(150, 125), .move(160, 125), .cancel],
      expected: ["touchDown", "touchDragInside", "touchCancel"]),
    SequenceCase(
      label: "cancel while outside", steps: [.down(150, 125), .move(300, 125), .cancel],
      expected: ["touchDown", "touchDragExit", "touchDragOutside", "touchCancel"]),
    SequenceCase(
      label: "a touch beside the button sends nothing", steps: [.down(250, 125), .up(150, 125)],
      expected: []),
  ]

  @Test("U13, U15, U18: A single touch dispatches UIKit's event sequence", arguments: sequences)
  func eventSequence(_ test: SequenceCase) {
    let scene = Scene()
    let button = makeButton(scene)

    scene.play(test.steps)

    #expect(scene.recorder.controlEvents(of: button) == test.expected)
    #expect(!button.isTracking)
    #expect(!button.isTouchInside)
  }

  @Test(
    "U17: The touch-inside margin is a parameter",
    arguments: [
      (CGFloat(70), CGFloat(269.5), "touchUpInside"), (70, 270, "touchUpOutside"),
      (10, 209.5, "touchUpInside"), (10, 210, "touchUpOutside"), (0, 199.5, "touchUpInside"),
      (0, 200, "touchUpOutside"),
    ])
  func marginParameter(margin: CGFloat, liftX: CGFloat, expected: String) {
    var configuration = UIApplication.Configuration()
    configuration.touchInsideMargin = margin
    let scene = Scene(configuration: configuration)
    let button = makeButton(scene)

    scene.play([.down(150, 125), .move(liftX, 125), .up(liftX, 125)])

    let events = scene.recorder.controlEvents(of: button)
    #expect(events.last == expected)
    #expect(events.contains("touchDragExit") == (expected == "touchUpOutside"))
  }

  @Test("U15, U17: The highlight follows the touch in and out of the margin")
  func highlightFollowsTouch() {
    let scene = Scene()
    let button = makeButton(scene)
    var states: [Bool] = []

    let touch = scene.down(150, 125)
    states.append(button.isHighlighted)
    scene.move(touch, 300, 125)
    states.append(button.isHighlighted)
    scene.move(touch, 150, 125)
    states.append(button.isHighlighted)
    scene.up(touch)
    states.append(button.isHighlighted)

    #expect(states == [true, false, true, false])
  }

  @Test("U18: Inside a TouchUpInside action the control is no longer tracking but still highlighted")
  func stateInsideTouchUpInside() {
    let scene = Scene()
    let button = makeButton(scene)
    let target = NamedResponder("target")
    var seen: [String] = []
    target.implement("tapped:") { sender, _ in
      let control = sender as! UIControl
      seen = [
        "tracking \(control.isTracking)", "highlighted \(control.isHighlighted)",
        "touchInside \(control.isTouchInside)",
      ]
    }
    button.addTarget(target, action: "tapped:", for: .touchUpInside)

    scene.tap(150, 125)

    #expect(seen == ["tracking false", "highlighted true", "touchInside true"])
    #expect(!button.isHighlighted)
  }

  @Test("U19: A highlight that came back only at lift-off lingers 0.12 s on the app clock")
  func highlightLinger() {
    let scene = Scene()
    let button = makeButton(scene)
    let touch = scene.down(150, 125)
    scene.move(touch, 300, 125)

    scene.up(touch, 150, 125)
    let liftTime = scene.time
    let atLift = button.isHighlighted
    scene.app.advanceTime(to: liftTime + 0.119)
    let justBefore = button.isHighlighted
    scene.app.advanceTime(to: liftTime + 0.12)

    #expect(atLift)
    #expect(justBefore)
    #expect(!button.isHighlighted)
  }

  @Test("U19: A new touch tracked during the linger keeps its highlight when the linger would end")
  func newTouchTakesOverLinger() {
    let scene = Scene()
    let button = makeButton(scene)
    scene.play([.down(150, 125), .move(300, 125), .up(150, 125)])
    let liftTime = scene.time

    let touch = scene.down(150, 125, at: liftTime + 0.05)
    scene.app.advanceTime(to: liftTime + 0.2)
    let held = button.isHighlighted
    scene.up(touch, at: liftTime + 0.3)

    #expect(held)
    #expect(!button.isHighlighted)
  }

  @Test("U19: The linger is a parameter, and a plain tap clears the highlight at once")
  func lingerParameter() {
    var configuration = UIApplication.Configuration()
    configuration.highlightLinger = 0.5
    let scene = Scene(configuration: configuration)
    let button = makeButton(scene)

    scene.tap(150, 125)
    let afterTap = button.isHighlighted
    scene.play([.down(150, 125), .move(300, 125), .up(150, 125)])
    let liftTime = scene.time
    scene.app.advanceTime(to: liftTime + 0.4)
    let stillOn = button.isHighlighted
    scene.app.advanceTime(to: liftTime + 0.5)

    #expect(!afterTap)
    #expect(stillOn)
    #expect(!button.isHighlighted)
  }

  @Test("U13: A second tap dispatches TouchDownRepeat separately; a [down, downRepeat] entry fires twice")
  func doubleTap() {
    let scene = Scene()
    let button = makeButton(scene)
    let log = Log()
    let target = makeTarget("t", implementing: ["down:"], log: log)
    button.addTarget(target, action: "down:", for: [.touchDown, .touchDownRepeat])

    scene.tap(150, 125, tapCount: 1)
    let afterFirst = log.lines.count
    scene.tap(150, 125, tapCount: 2)
    scene.tap(150, 125, tapCount: 3)

    #expect(afterFirst == 1)
    #expect(log.lines.count == 5)
    #expect(
      scene.recorder.controlEvents(of: button) == [
        "touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside",
        "touchDown", "touchDownRepeat", "touchUpInside",
      ])
  }

  @Test("U22: A control disabled mid-touch still sends TouchUpInside, and cannot re-highlight")
  func disabledMidTouch() {
    let scene = Scene()
    let button = makeButton(scene)

    let touch = scene.down(150, 125)
    button.isEnabled = false
    scene.move(touch, 300, 125)
    scene.move(touch, 150, 125)
    let highlightedBack = button.isHighlighted
    scene.up(touch)

    #expect(!highlightedBack)
    #expect(
      scene.recorder.controlEvents(of: button) == [
        "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside",
        "touchUpInside",
      ])
  }

  @Test("U2: A disabled control gets no touches and sends nothing")
  func disabledControl() {
    let scene = Scene()
    let button = makeButton(scene)
    button.isEnabled = false

    scene.tap(150, 125)

    #expect(scene.recorder.controlEvents(of: button).isEmpty)
  }

  @Test("U21: A control removed from its window while tracking sends TouchCancel with a nil event")
  func removedWhileTracking() {
    let scene = Scene()
    let button = makeButton(scene)
    let touch = scene.down(150, 125)

    button.removeFromSuperview()
    scene.up(touch)

    let cancels = scene.recorder.events.compactMap { event -> UIEvent?? in
      guard case .controlEvents(_, let events, let uiEvent) = event, events == .touchCancel else {
        return nil
      }
      return .some(uiEvent)
    }
    #expect(scene.recorder.controlEvents(of: button) == ["touchDown", "touchCancel"])
    #expect(cancels.count == 1)
    #expect(cancels.first! == nil)
    #expect(!button.isTracking)
  }

  @Test("R4: A control tracks only the first of several touches, even with multiple touch enabled")
  func firstTouchOnly() {
    let scene = Scene()
    let button = makeButton(scene)
    button.isMultipleTouchEnabled = true
    let first = UITouch(location: CGPoint(x: 110, y: 110), timestamp: 1)
    let second = UITouch(location: CGPoint(x: 190, y: 140), timestamp: 1)

    scene.send([first, second], at: 1)
    second.update(phase: .ended, location: CGPoint(x: 190, y: 140), timestamp: 2)
    first.update(phase: .stationary, location: CGPoint(x: 110, y: 110), timestamp: 2)
    scene.send([first, second], at: 2)
    let trackingAfterSecondLifts = button.isTracking
    first.update(phase: .ended, location: CGPoint(x: 110, y: 110), timestamp: 3)
    scene.send([first], at: 3)

    #expect(trackingAfterSecondLifts)
    #expect(scene.recorder.controlEvents(of: button) == ["touchDown", "touchUpInside"])
  }

  @Test(
    "R4: A control tracks only touches whose view is the control: a tap on an interactive subview fires nothing",
    arguments: [true, false])
  func touchOwnership(subviewInteractive: Bool) {
    let scene = Scene()
    let log = Log()
    let card = scene.add(TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)), id: "card")
    card.log = log
    let button = scene.add(
      UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "button", to: card)
    let icon = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50)), id: "icon", to: button)
    icon.isUserInteractionEnabled = subviewInteractive

    let touch = scene.tap(150, 125)

    if subviewInteractive {
      // The touch is the subview's: UIView forwards it up the chain to the button, which has no
      // first touch of its own (`_firstTouchForView:` is nil), so it neither tracks the touch nor
      // forwards its began; not tracking, it forwards the lift-off on.
      #expect(touch.view === icon)
      #expect(scene.recorder.controlEvents(of: button).isEmpty)
      #expect(log.lines == ["card ended t0"])
    } else {
      // Hit-testing skips the non-interactive subview, and the button is the touch's view.
      #expect(touch.view === button)
      #expect(
        scene.recorder.controlEvents(of: button) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
      #expect(log.lines.isEmpty)
    }
  }

  @Test("R4: A touch forwarded from a subview does not take over a control that is already tracking")
  func forwardedTouchWhileTracking() {
    let scene = Scene()
    let button = scene.add(UIControl(frame: CGRect(x: 100, y: 100, width: 200, height: 50)), id: "button")
    button.isMultipleTouchEnabled = true
    scene.add(UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 50)), id: "badge", to: button)

    let own = scene.down(110, 125)
    let forwarded = scene.down(250, 125)
    scene.up(forwarded)
    scene.up(own)

    #expect(forwarded.view?.accessibilityIdentifier == "badge")
    #expect(scene.recorder.controlEvents(of: button) == ["touchDown", "touchUpInside"])
  }

  @Test("With details, a tap reports tracking calls and state changes around its dispatches")
  func detailStream() {
    let scene = Scene(details: true)
    let button = makeButton(scene)

    scene.tap(150, 125)

    #expect(
      scene.recorder.trackingDetails == [
        "beginTracking -> true", "tracking true", "touchInside true", "highlighted true",
        "touchDown", "endTracking", "tracking false", "touchUpInside", "highlighted false",
        "touchInside false",
      ])
    #expect(!button.isHighlighted)
  }

  @Test(
    "M17: With details, a cancelled tap on a text field stops tracking without cancelTracking or TouchCancel")
  func textFieldCancelDetails() {
    let scene = Scene(details: true)
    scene.add(UITextField(frame: CGRect(x: 100, y: 100, width: 200, height: 34)), id: "field")

    let touch = scene.down(150, 117)
    scene.cancel(touch)

    #expect(
      scene.recorder.trackingDetails == [
        "beginTracking -> true", "tracking true", "touchInside true", "highlighted true",
        "touchDown", "tracking false", "touchInside false", "highlighted false",
      ])
  }
}
