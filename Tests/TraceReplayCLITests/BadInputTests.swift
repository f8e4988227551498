import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

/// Every bad-input message of `tracereplay run`, whole: location, text, source line, caret and
/// notes on stderr, and exit status 2. Each case writes its files to a fresh folder and runs the
/// CLI in-process there.
@Suite("Bad input: messages that point at the problem")
struct BadInputTests {

  @Test("A line that is not JSON")
  func notJSON() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        hello
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:1: error: a sample line must be a JSON object; expected '{', found 'h'
        hello
        ^
        """# + "\n")
  }

  @Test("A truncated line")
  func truncated() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "pha
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:3:25: error: unterminated string: expected '"', found end of line
        {"t": 0.1, "id": 1, "pha
                                ^
        """# + "\n")
  }

  @Test("A field of the wrong type")
  func wrongType() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": "0", "id": 1, "phase": "began", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:7: error: field 't' must be a number, found a string
        {"t": "0", "id": 1, "phase": "began", "x": 100, "y": 720}
              ^
        """# + "\n")
  }

  @Test("A missing field")
  func missingField() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0, "id": 1, "phase": "began", "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:45: error: missing field 'x'; a sample needs t, id, phase, x and y
        {"t": 0, "id": 1, "phase": "began", "y": 720}
                                                    ^
        """# + "\n")
  }

  @Test("An unknown phase, with a suggestion")
  func unknownPhase() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0, "id": 1, "phase": "begn", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:28: error: unknown phase 'begn'; expected one of began, moved, stationary, ended, cancelled
        {"t": 0, "id": 1, "phase": "begn", "x": 100, "y": 720}
                                   ^
        note: did you mean 'began'?
        """# + "\n")
  }

  @Test("NaN as a time")
  func nan() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": NaN, "id": 1, "phase": "began", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:7: error: expected a JSON value for field 't', found 'N'
        {"t": NaN, "id": 1, "phase": "began", "x": 100, "y": 720}
              ^
        note: NaN and Infinity are not JSON numbers
        """# + "\n")
  }

  @Test("1e999 as a time")
  func hugeTime() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 1e999, "id": 1, "phase": "began", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:7: error: number 1e999 is out of range: it does not fit in a double
        {"t": 1e999, "id": 1, "phase": "began", "x": 100, "y": 720}
              ^
        """# + "\n")
  }

  @Test("A negative time")
  func negativeTime() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": -1, "id": 1, "phase": "began", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:7: error: field 't' must be >= 0, found -1
        {"t": -1, "id": 1, "phase": "began", "x": 100, "y": 720}
              ^
        """# + "\n")
  }

  @Test("Time going backwards")
  func backwards() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.2, "id": 1, "phase": "moved", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:4:7: error: time goes backwards: 0.1 after 0.2 on line 3
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
              ^
        """# + "\n")
  }

  @Test("A moved for a touch that is not down")
  func movedNotDown() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0, "id": 7, "phase": "moved", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:28: error: moved for touch 7, which is not down
        {"t": 0, "id": 7, "phase": "moved", "x": 100, "y": 720}
                                   ^
        """# + "\n")
  }

  @Test("An ended for a touch that already ended")
  func endedTwice() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        {"t": 0.2, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:4:30: error: ended for touch 1, which already ended on line 3
        {"t": 0.2, "id": 1, "phase": "ended", "x": 100, "y": 720}
                                     ^
        """# + "\n")
  }

  @Test("A second began for a touch that is down")
  func secondBegan() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "began", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:3:30: error: began for touch 1, which is already down since line 2
        {"t": 0.1, "id": 1, "phase": "began", "x": 100, "y": 720}
                                     ^
        """# + "\n")
  }

  @Test("A touch still down at the end of the file")
  func unclosed() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:30: error: touch 1 began on line 2 is never ended or cancelled
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
                                     ^
        note: every touch that begins must end with an 'ended' or 'cancelled' sample
        """# + "\n")
  }

  @Test("A header that is not on the first line")
  func headerNotFirst() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:2: error: header must be the first line
        {"tracereplay": 1, "scene": "s.scene.json"}
         ^
        note: only the first non-blank line may be a {"tracereplay": 1, ...} header
        """# + "\n")
  }

  @Test("An unknown format version")
  func version() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 2, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:1:17: error: unsupported trace format version 2; this tracereplay reads version 1
        {"tracereplay": 2, "scene": "s.scene.json"}
                        ^
        """# + "\n")
  }

  @Test("A scene file that does not exist")
  func sceneMissing() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "nothere.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:1:29: error: scene file 'nothere.scene.json' does not exist (the header's path is relative to the trace's folder)
        """# + "\n")
  }

  @Test("A scene path that is a folder")
  func sceneFolder() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "d.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .folder("d.scene.json"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        d.scene.json: error: scene path is a folder, not a file
        """# + "\n")
  }

  @Test("A binary scene file")
  func sceneBinary() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .bytes("s.scene.json", [123, 34, 118, 105, 101, 119, 115, 34, 58, 32, 91, 0, 93, 125, 10]),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:1:12: error: scene file is binary: found a NUL byte; a scene is JSON text
        {"views": [�]}
                   ^
        """# + "\n")
  }

  @Test("A scene file that is not UTF-8")
  func sceneNotUTF8() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .bytes(
        "s.scene.json",
        [
          123, 34, 118, 105, 101, 119, 115, 34, 58, 32, 91, 123, 34, 105, 100, 34, 58, 32, 34, 99, 97, 102,
          233, 34, 44, 32, 34, 102, 114, 97, 109, 101, 34, 58, 32, 91, 48, 44, 32, 48, 44, 32, 49, 44, 32, 49,
          93, 125, 93, 125, 10,
        ]),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:1:23: error: scene file is not UTF-8: invalid byte 0xE9
        {"views": [{"id": "caf�", "frame": [0, 0, 1, 1]}]}
                              ^
        note: save the scene as UTF-8
        """# + "\n")
  }

  @Test("A scene file that is not JSON")
  func sceneNotJSON() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text("s.scene.json", #"{"views": [,]}"# + "\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:1:12: error: expected a JSON value, found ','
        {"views": [,]}
                   ^
        """# + "\n")
  }

  @Test("An unknown class, pointed at its value")
  func unknownClass() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        #"""
        {"controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
         "views": [
          {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
            {"id": "ok", "class": "UIButon", "frame": [20, 700, 350, 50]}
          ]}
         ]}
        """# + "\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:4:27: error: views[0].subviews[0].class: unknown class 'UIButon'; known classes are UIButton, UIControl, UIPageControl, UISegmentedControl, UISlider, UIStepper, UISwitch, UITextField, UIView
            {"id": "ok", "class": "UIButon", "frame": [20, 700, 350, 50]}
                                  ^
        note: did you mean 'UIButton'?
        """# + "\n")
  }

  @Test("An unknown view field")
  func unknownViewField() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        #"""
        {"controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
         "views": [
          {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
            {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "hiden": true}
          ]}
         ]}
        """# + "\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:4:68: error: views[0].subviews[0].hiden: unknown field 'hiden' for a UIButton
            {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "hiden": true}
                                                                           ^
        note: did you mean 'hidden'?
        """# + "\n")
  }

  @Test("An unknown top-level field")
  func unknownSceneField() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        #"""
        {"controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
         "views": [
          {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
            {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}
          ]}
         ],
         "firstResponer": null}
        """# + "\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:7:2: error: firstResponer: unknown field 'firstResponer' in the scene
         "firstResponer": null}
         ^
        note: did you mean 'firstResponder'?
        """# + "\n")
  }

  @Test("An unknown control event name")
  func unknownEvent() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        #"""
        {"controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
         "views": [
          {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
            {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50],
             "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInsde"]}]}
          ]}
         ]}
        """# + "\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:5:66: error: views[0].subviews[0].targets[0].events[0]: unknown control event 'touchUpInsde'
             "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInsde"]}]}
                                                                         ^
        note: did you mean 'touchUpInside'?
        """# + "\n")
  }

  @Test("A duplicate id")
  func duplicateID() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        #"""
        {"controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
         "views": [
          {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
            {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]},
            {"id": "ok", "frame": [0, 0, 10, 10]}
          ]}
         ]}
        """# + "\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:5:12: error: views[0].subviews[1].id: duplicate id 'ok': already used by views[0].subviews[0] on line 4; ids must be unique
            {"id": "ok", "frame": [0, 0, 10, 10]}
                   ^
        """# + "\n")
  }

  @Test("A target id that is not in the scene")
  func danglingTarget() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        #"""
        {"controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
         "views": [
          {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
            {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50],
             "targets": [{"target": "vc2", "action": "tapOK:", "events": ["touchUpInside"]}]}
          ]}
         ]}
        """# + "\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:5:29: error: views[0].subviews[0].targets[0].target: 'vc2' is not the id of a view or controller in the scene
             "targets": [{"target": "vc2", "action": "tapOK:", "events": ["touchUpInside"]}]}
                                    ^
        note: did you mean 'vc'?
        """# + "\n")
  }

  @Test("A controller whose view is not in the scene")
  func danglingControllerView() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        #"""
        {"controllers": [{"id": "vc", "view": "rot"}],
         "views": [
          {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
            {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}
          ]}
         ]}
        """# + "\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:1:39: error: controllers[0].view: controller 'vc' names view 'rot', which is not a view in the scene
        {"controllers": [{"id": "vc", "view": "rot"}],
                                              ^
        note: did you mean 'root'?
        """# + "\n")
  }

  @Test("A controller parent that is not a controller")
  func danglingParent() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        #"""
        {"controllers": [{"id": "vc", "view": "root", "parent": "main"}],
         "views": [
          {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
            {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}
          ]}
         ]}
        """# + "\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:1:57: error: controllers[0].parent: controller 'vc' names parent 'main', which is not a controller in the scene
        {"controllers": [{"id": "vc", "view": "root", "parent": "main"}],
                                                                ^
        """# + "\n")
  }

  @Test("A first responder that is not in the scene")
  func danglingFirstResponder() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        #"""
        {"controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
         "views": [
          {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
            {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}
          ]}
         ],
         "firstResponder": "okk"}
        """# + "\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:7:20: error: firstResponder: 'okk' is not the id of a view or controller in the scene
         "firstResponder": "okk"}
                           ^
        note: did you mean 'ok'?
        """# + "\n")
  }

  @Test("An empty file")
  func empty() throws {
    let result = try BadInputRun.run([
      .text("t.jsonl", #""#)
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl: error: empty trace: the file has no header and no samples
        """# + "\n")
  }

  @Test("A header and no samples")
  func onlyHeader() throws {
    let result = try BadInputRun.run([
      .text("t.jsonl", #"{"tracereplay": 1, "scene": "s.scene.json"}"# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl: error: empty trace: no samples
        """# + "\n")
  }

  @Test("A binary trace")
  func binary() throws {
    let result = try BadInputRun.run([
      .bytes("t.jsonl", [123, 34, 116, 34, 58, 32, 48, 0, 125, 10])
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:1:8: error: binary file: found a NUL byte; a trace is UTF-8 text
        {"t": 0�}
               ^
        """# + "\n")
  }

  @Test("A trace that is not UTF-8")
  func notUTF8() throws {
    let result = try BadInputRun.run([
      .bytes(
        "t.jsonl",
        [
          123, 34, 116, 114, 97, 99, 101, 114, 101, 112, 108, 97, 121, 34, 58, 32, 49, 44, 32, 34, 115, 99,
          101, 110, 101, 34, 58, 32, 34, 115, 46, 115, 99, 101, 110, 101, 46, 106, 115, 111, 110, 34, 125, 10,
          123, 34, 116, 34, 58, 32, 48, 44, 32, 34, 105, 100, 34, 58, 32, 34, 255, 34, 44, 32, 34, 112, 104,
          97, 115, 101, 34, 58, 32, 34, 98, 101, 103, 97, 110, 34, 44, 32, 34, 120, 34, 58, 32, 49, 44, 32,
          34, 121, 34, 58, 32, 50, 125, 10,
        ])
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:17: error: file is not UTF-8: invalid byte 0xFF
        {"t": 0, "id": "�", "phase": "began", "x": 1, "y": 2}
                        ^
        """# + "\n")
  }

  @Test("A line longer than the limit")
  func longLine() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        "{\"tracereplay\": 1, \"scene\": \"s.scene.json\"}\n"
          + #"{"t": 0, "id": 1, "phase": "began", "x": 1, "y": 2, "pad": ""#
          + String(repeating: "a", count: 1 << 20) + "\"}\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:1048577: error: line is longer than 1048576 bytes, the limit
        """# + "\n")
  }

  @Test("Nesting too deep")
  func tooDeep() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0, "id": 1, "phase": "began", "x": 1, "y": 2, "extra": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:2:125: error: nesting is deeper than 64 levels, the limit
        ...[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]...
                                                                       ^
        """# + "\n")
  }

  @Test("Too many fingers down at once")
  func tooManyFingers() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"{"tracereplay": 1, "scene": "s.scene.json"}"# + "\n"
          + (0..<21).map { #"{"t": 0, "id": \#($0), "phase": "began", "x": 1, "y": 2}"# + "\n" }.joined())
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl:22:16: error: too many touches down at once: touch 20 would be number 21; the limit is 20
        {"t": 0, "id": 20, "phase": "began", "x": 1, "y": 2}
                       ^
        """# + "\n")
  }

  @Test("Too many views")
  func tooManyViews() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        "{\"views\": [\n"
          + (0...10_000).map { #"{"id": "v\#($0)", "frame": [0, 0, 1, 1]}"# }.joined(separator: ",\n")
          + "\n]}\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:10002:1: error: views[10000]: too many views: the limit is 10000
        {"id": "v10000", "frame": [0, 0, 1, 1]}
        ^
        """# + "\n")
  }

  @Test("Views nested too deeply")
  func viewsTooDeep() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text(
        "s.scene.json",
        "{\"views\": ["
          + (1...65).reduce(#"{"id": "d0", "frame": [0, 0, 1, 1]}"#) { inner, level in
            #"{"id": "d\#(level)", "frame": [0, 0, 1, 1], "subviews": [\#(inner)]}"#
          } + "]}\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:1:3204: error: views are nested more than 64 deep, the limit
        ...ubviews": [{"id": "d2", "frame": [0, 0, 1, 1], "subviews": [{"id": "d1", "frame": [0, 0, 1, 1], "subviews": [{"id": "d0"...
                                                                       ^
        """# + "\n")
  }

  @Test("A scene over the size limit")
  func sceneTooBig() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"tracereplay": 1, "scene": "s.scene.json"}
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n"),
      .text("s.scene.json", #"{"views": [], "pad": ""# + String(repeating: "x", count: 4 << 20) + "\"}\n"),
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json: error: scene file is 4194329 bytes; the limit is 4194304 bytes
        """# + "\n")
  }

  @Test("No scene at all")
  func noScene() throws {
    let result = try BadInputRun.run([
      .text(
        "t.jsonl",
        #"""
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
        """# + "\n")
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        t.jsonl: error: no scene for this trace: start it with a header line such as {"tracereplay": 1, "scene": "login.scene.json"}, or pass --scene FILE
        """# + "\n")
  }

  @Test("Controllers that are each other's parents")
  func parentCycle() throws {
    let scene = #"""
      {"controllers": [{"id": "a", "view": "root", "parent": "b"}, {"id": "b", "view": "ok", "parent": "a"}],
       "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [
         {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}]}]}
      """# + "\n"
    let trace = #"""
      {"tracereplay": 1, "scene": "s.scene.json"}
      {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
      {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
      """# + "\n"
    let result = try BadInputRun.run([.text("t.jsonl", trace), .text("s.scene.json", scene)])

    #expect(result.status == 2)
    #expect(
      result.stderr == #"""
        s.scene.json:1:56: error: controllers[0].parent: controller 'a' is its own ancestor: 'a' -> 'b' -> 'a'
        {"controllers": [{"id": "a", "view": "root", "parent": "b"}, {"id": "b", "view": "ok", "parent": "a"}],
                                                               ^
        note: each controller's parent chain must end at a controller without a parent
        """# + "\n")
  }
}
