import Foundation
import Testing

@testable import UIKitModel

/// R7 (G6): UISlider and UISwitch refuse, in `gestureRecognizerShouldBegin(_:)`, a pan or swipe
/// attached to another view when the touch began on the thumb (a switch is all thumb) and moves
/// along the control (|dx| ≥ |dy|); the control keeps the touch. Across the control, off the
/// thumb, with a recognizer on the control itself, or for a tap (a slider does not refuse
/// taps), the recognizer is not refused.
@Suite("Slider and switch thumbs refuse foreign drags (R7)")
struct ThumbVetoTests {
  enum Control: String, Sendable {
    case slider, toggle
  }

  enum Kind: String, Sendable {
    case pan, swipe, tap
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var control: Control
    var kind: Kind
    /// Where the finger starts and how far it moves, in window points.
    var start: (CGFloat, CGFloat)
    var move: (CGFloat, CGFloat)
    /// Whether the recognizer is on the control itself instead of its superview.
    var onControl = false
    /// The state the recognizer is reported in first.
    var expected: String

    var testDescription: String {
      "\(kind) on \(onControl ? "the" : "an ancestor of the") \(control), from \(start) by \(move): \(expected)"
    }
  }

  // The slider's frame is (20, 100, 350, 40), value 0.5: its thumb is centred at (195, 120).
  // The switch's frame is (20, 300, 51, 31).
  static let cases: [Case] = [
    Case(control: .slider, kind: .pan, start: (195, 120), move: (60, 5), expected: "failed"),
    Case(control: .slider, kind: .swipe, start: (195, 120), move: (80, 0), expected: "failed"),
    Case(control: .slider, kind: .pan, start: (195, 120), move: (5, 60), expected: "began"),
    Case(control: .slider, kind: .pan, start: (320, 120), move: (60, 0), expected: "began"),
    Case(control: .slider, kind: .pan, start: (195, 120), move: (60, 5), onControl: true, expected: "began"),
    Case(control: .slider, kind: .tap, start: (195, 120), move: (0, 0), expected: "ended"),
    Case(control: .toggle, kind: .pan, start: (45, 315), move: (40, 3), expected: "failed"),
    Case(control: .toggle, kind: .swipe, start: (30, 315), move: (80, 0), expected: "failed"),
    Case(control: .toggle, kind: .pan, start: (45, 315), move: (3, 40), expected: "began"),
  ]

  @Test(
    "R7: a foreign pan or swipe along the thumb is refused; across it, off it or on the control it is not",
    arguments: cases)
  func veto(_ test: Case) throws {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let control: UIControl =
      test.control == .slider
      ? UISlider(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
      : UISwitch(frame: CGRect(x: 20, y: 300, width: 51, height: 31))
    (control as? UISlider)?.value = 0.5
    scene.add(control, id: test.control.rawValue, to: pad)
    let recognizer: UIGestureRecognizer =
      switch test.kind {
      case .pan: UIPanGestureRecognizer()
      case .swipe: UISwipeGestureRecognizer()
      case .tap: UITapGestureRecognizer()
      }
    scene.attach(recognizer, "r", to: test.onControl ? control : pad)

    scene.drag(from: test.start.0, test.start.1, by: test.move.0, test.move.1, steps: 4)

    let states = scene.log.lines(mentioning: "r").map { $0.split(separator: " ")[2] }
    #expect(states.first.map(String.init) == test.expected)
    if test.expected == "failed" {
      // Refused: no action, and the control is not cancelled.
      #expect(!scene.log.lines.contains { $0.contains("r action") })
      #expect(!scene.log.lines.contains { $0.hasSuffix("touchCancel") })
    }
  }

  @Test("R7: a slider keeps its touch when an ancestor's pan is refused: it tracks the drag to the end")
  func sliderKeepsTheTouch() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let slider = scene.add(
      UISlider(frame: CGRect(x: 20, y: 100, width: 350, height: 40)), id: "slider", to: pad)
    slider.value = 0.5
    scene.attach(UIPanGestureRecognizer(), "r", to: pad)

    scene.drag(from: 195, 120, by: 60, 0, steps: 4)

    #expect(slider.value > 0.5)
    #expect(scene.log.lines.last?.hasSuffix("slider touchUpInside") == true)
  }
}
