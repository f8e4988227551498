import Foundation
import Testing
import TraceReplay
import TraceReplayTesting

/// `watch` on stock controls: a `state` record after each step that changed a watched property.
@Suite("Watched properties give state records")
struct WatchTests {
  static let scene = SceneInput.json(
    """
    {"views": [
      {"id": "volume", "class": "UISlider", "frame": [20, 100, 350, 40], "watch": ["value"],
       "set": {"value": 0.5}},
      {"id": "count", "class": "UIStepper", "frame": [20, 320, 94, 29], "watch": ["value"],
       "set": {"stepValue": 5, "autorepeat": false}}
    ]}
    """)

  @Test("a stock slider's value is reported after each touch event that moved it, at its time")
  func slider() throws {
    let result = try replay(
      .jsonl(
        """
        {"t": 0.0, "id": 1, "phase": "began", "x": 195, "y": 120}
        {"t": 0.016, "id": 1, "phase": "moved", "x": 230, "y": 120}
        {"t": 0.033, "id": 1, "phase": "moved", "x": 230, "y": 121}
        {"t": 0.05, "id": 1, "phase": "moved", "x": 265, "y": 121}
        {"t": 0.066, "id": 1, "phase": "ended", "x": 265, "y": 121}
        """), scene: Self.scene)

    let states = result.states.map {
      "\($0.t) \($0.view) \($0.property) \($0.previous.text) -> \($0.value.text)"
    }

    // The touch down leaves the value at 0.5 (set), the move at 0.033 and the lift do not change it.
    #expect(states == ["0.016 volume value 0.5 -> 0.6086956", "0.05 volume value 0.6086956 -> 0.7173913"])
    #expect(
      result.jsonl.contains(
        #"{"t":0.016,"type":"state","view":"volume","property":"value","value":0.6086956}"#))
    #expect(result.text.contains("    0.016  state     volume UISlider  value 0.5 -> 0.6086956\n"))
    // After the step's control events and actions.
    #expect(result.records.firstIndex { if case .stateChange = $0.kind { true } else { false } } == 5)
  }

  @Test("set changes a stock stepper's behaviour: a tap on + steps by the set stepValue")
  func stepper() throws {
    let result = try replay(.tap(x: 95, y: 334, duration: 1.0), scene: Self.scene)

    // autorepeat is off: holding for a second steps once.
    #expect(result.states.map { "\($0.t) \($0.value.text)" } == ["0.0 5"])
    #expect(result.controlEvents.last?.value == .double(5))
  }

  @Test("explain says which touch a change came during")
  func explain() throws {
    let result = try replay(.tap(x: 95, y: 334), scene: Self.scene)

    #expect(result.explainText.contains("    0.000  `count`'s value went 0 -> 5 during touch 1\n"))
  }

  @Test("a scene that watches nothing that changes has no state records")
  func quiet() throws {
    let result = try replay(.tap(x: 10, y: 700), scene: Self.scene)

    #expect(result.states.isEmpty)
  }
}
