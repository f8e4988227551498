import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

/// Every bad-input message of `tracereplay run`, whole: location, text, source line, caret and
/// notes on stderr, and exit status 2. Each case writes its files to a fresh folder and runs the
/// CLI in-process there.
@Suite("Bad input: messages that point at the problem")
struct BadInputTests {
  /// One bad input: the files written beside the default scene, and the whole expected stderr.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [BadInputFile]
    var stderr: String
    var testDescription: String { name }
  }

  /// A good two-sample tap on `ok`, for the cases whose problem is in the scene.
  static let tapTrace = BadInputFile.trace(
    #"""
    {"tracereplay": 1, "scene": "s.scene.json"}
    {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
    {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
    """#)

  static let cases: [Case] = [
    Case(
      name: "A line that is not JSON",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          hello
          """#)
      ],
      stderr: #"""
        t.jsonl:2:1: error: a sample line must be a JSON object; expected '{', found 'h'
        hello
        ^
        """# + "\n"),
    Case(
      name: "A truncated line",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
          {"t": 0.1, "id": 1, "pha
          """#)
      ],
      stderr: #"""
        t.jsonl:3:25: error: unterminated string: expected '"', found end of line
        {"t": 0.1, "id": 1, "pha
                                ^
        """# + "\n"),
    Case(
      name: "A field of the wrong type",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": "0", "id": 1, "phase": "began", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:7: error: field 't' must be a number, found a string
        {"t": "0", "id": 1, "phase": "began", "x": 100, "y": 720}
              ^
        """# + "\n"),
    Case(
      name: "A missing field",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0, "id": 1, "phase": "began", "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:45: error: missing field 'x'; a sample needs t, id, phase, x and y
        {"t": 0, "id": 1, "phase": "began", "y": 720}
                                                    ^
        """# + "\n"),
    Case(
      name: "A misspelt required key, with a suggestion",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0, "id": 1, "phse": "began", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:54: error: missing field 'phase'; a sample needs t, id, phase, x and y
        {"t": 0, "id": 1, "phse": "began", "x": 100, "y": 720}
                                                             ^
        note: found 'phse': did you mean 'phase'?
        """# + "\n"),
    Case(
      name: "An unknown phase, with a suggestion",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0, "id": 1, "phase": "begn", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:28: error: unknown phase 'begn'; expected one of began, moved, stationary, ended, cancelled
        {"t": 0, "id": 1, "phase": "begn", "x": 100, "y": 720}
                                   ^
        note: did you mean 'began'?
        """# + "\n"),
    Case(
      name: "NaN as a time",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": NaN, "id": 1, "phase": "began", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:7: error: expected a JSON value for field 't', found 'N'
        {"t": NaN, "id": 1, "phase": "began", "x": 100, "y": 720}
              ^
        note: NaN and Infinity are not JSON numbers
        """# + "\n"),
    Case(
      name: "1e999 as a time",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 1e999, "id": 1, "phase": "began", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:7: error: number 1e999 is out of range: it does not fit in a double
        {"t": 1e999, "id": 1, "phase": "began", "x": 100, "y": 720}
              ^
        """# + "\n"),
    Case(
      name: "A negative time",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": -1, "id": 1, "phase": "began", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:7: error: field 't' must be >= 0, found -1
        {"t": -1, "id": 1, "phase": "began", "x": 100, "y": 720}
              ^
        """# + "\n"),
    Case(
      name: "Time going backwards",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
          {"t": 0.2, "id": 1, "phase": "moved", "x": 100, "y": 720}
          {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:4:7: error: time goes backwards: 0.1 after 0.2 on line 3
        {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
              ^
        """# + "\n"),
    Case(
      name: "A moved for a touch that is not down",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0, "id": 7, "phase": "moved", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:28: error: moved for touch 7, which is not down
        {"t": 0, "id": 7, "phase": "moved", "x": 100, "y": 720}
                                   ^
        """# + "\n"),
    Case(
      name: "An ended for a touch that already ended",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
          {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
          {"t": 0.2, "id": 1, "phase": "ended", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:4:30: error: ended for touch 1, which already ended on line 3
        {"t": 0.2, "id": 1, "phase": "ended", "x": 100, "y": 720}
                                     ^
        """# + "\n"),
    Case(
      name: "A second began for a touch that is down",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
          {"t": 0.1, "id": 1, "phase": "began", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:3:30: error: began for touch 1, which is already down since line 2
        {"t": 0.1, "id": 1, "phase": "began", "x": 100, "y": 720}
                                     ^
        """# + "\n"),
    Case(
      name: "A touch still down at the end of the file",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:30: error: touch 1 began on line 2 is never ended or cancelled
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
                                     ^
        note: every touch that begins must end with an 'ended' or 'cancelled' sample
        """# + "\n"),
    Case(
      name: "A header that is not on the first line",
      files: [
        .trace(
          #"""
          {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:2: error: header must be the first line
        {"tracereplay": 1, "scene": "s.scene.json"}
         ^
        note: only the first non-blank line may be a {"tracereplay": 1, ...} header
        """# + "\n"),
    Case(
      name: "An unknown format version",
      files: [
        .trace(
          #"""
          {"tracereplay": 2, "scene": "s.scene.json"}
          {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
          {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:1:17: error: unsupported trace format version 2; this tracereplay reads version 1
        {"tracereplay": 2, "scene": "s.scene.json"}
                        ^
        """# + "\n"),
    Case(
      name: "A scene file that does not exist",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "nothere.scene.json"}
          {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
          {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl:1:29: error: scene file 'nothere.scene.json' does not exist (the header's path is relative to the trace's folder)
        """# + "\n"),
    Case(
      name: "A scene path that is a folder",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "d.scene.json"}
          {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
          {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
          """#),
        .folder("d.scene.json"),
      ],
      stderr: #"""
        t.jsonl:1:29: error: scene path 'd.scene.json' is a folder, not a regular file
        """# + "\n"),
    Case(
      name: "A binary scene file",
      files: [
        tapTrace,
        .bytes("s.scene.json", [123, 34, 118, 105, 101, 119, 115, 34, 58, 32, 91, 0, 93, 125, 10]),
      ],
      stderr: #"""
        s.scene.json:1:12: error: scene file is binary: found a NUL byte; a scene is JSON text
        {"views": [�]}
                   ^
        """# + "\n"),
    Case(
      name: "A scene file that is not UTF-8",
      files: [
        tapTrace,
        .bytes(
          "s.scene.json",
          [
            123, 34, 118, 105, 101, 119, 115, 34, 58, 32, 91, 123, 34, 105, 100, 34, 58, 32, 34, 99, 97, 102,
            233, 34, 44, 32, 34, 102, 114, 97, 109, 101, 34, 58, 32, 91, 48, 44, 32, 48, 44, 32, 49, 44, 32,
            49,
            93, 125, 93, 125, 10,
          ]),
      ],
      stderr: #"""
        s.scene.json:1:23: error: scene file is not UTF-8: invalid byte 0xE9
        {"views": [{"id": "caf�", "frame": [0, 0, 1, 1]}]}
                              ^
        note: save the scene as UTF-8
        """# + "\n"),
    Case(
      name: "A scene file that is not JSON",
      files: [
        tapTrace,
        .text("s.scene.json", #"{"views": [,]}"# + "\n"),
      ],
      stderr: #"""
        s.scene.json:1:12: error: expected a JSON value, found ','
        {"views": [,]}
                   ^
        """# + "\n"),
    Case(
      name: "An unknown class, pointed at its value",
      files: [
        tapTrace,
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
      ],
      stderr: #"""
        s.scene.json:4:27: error: views[0].subviews[0].class: unknown class 'UIButon'; known classes are UIButton, UICollectionView, UICollectionViewCell, UIControl, UIImageView, UILabel, UIPageControl, UIScrollView, UISegmentedControl, UISlider, UIStackView, UIStepper, UISwitch, UITableView, UITableViewCell, UITextField, UIView
            {"id": "ok", "class": "UIButon", "frame": [20, 700, 350, 50]}
                                  ^
        note: did you mean 'UIButton'?
        note: an app's own subclass can name the stock class it behaves as: "base": "UIButton"
        """# + "\n"),
    Case(
      name: "An unknown view field",
      files: [
        tapTrace,
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
      ],
      stderr: #"""
        s.scene.json:4:68: error: views[0].subviews[0].hiden: unknown field 'hiden' for a UIButton
            {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "hiden": true}
                                                                           ^
        note: did you mean 'hidden'?
        """# + "\n"),
    Case(
      name: "A misspelt frame, at the misspelt key with a suggestion",
      files: [
        tapTrace,
        .text(
          "s.scene.json",
          #"""
          {"views": [{"id": "ok", "class": "UIButton", "fram": [20, 700, 350, 50]}]}
          """# + "\n"),
      ],
      stderr: #"""
        s.scene.json:1:46: error: views[0]: missing field 'frame' in view 'ok'
        {"views": [{"id": "ok", "class": "UIButton", "fram": [20, 700, 350, 50]}]}
                                                     ^
        note: found 'fram': did you mean 'frame'?
        """# + "\n"),
    Case(
      name: "An unknown top-level field",
      files: [
        tapTrace,
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
      ],
      stderr: #"""
        s.scene.json:7:2: error: firstResponer: unknown field 'firstResponer' in the scene
         "firstResponer": null}
         ^
        note: did you mean 'firstResponder'?
        """# + "\n"),
    Case(
      name: "An unknown control event name",
      files: [
        tapTrace,
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
      ],
      stderr: #"""
        s.scene.json:5:66: error: views[0].subviews[0].targets[0].events[0]: unknown control event 'touchUpInsde'
             "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInsde"]}]}
                                                                         ^
        note: did you mean 'touchUpInside'?
        """# + "\n"),
    Case(
      name: "A duplicate id",
      files: [
        tapTrace,
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
      ],
      stderr: #"""
        s.scene.json:5:12: error: views[0].subviews[1].id: duplicate id 'ok': already used by views[0].subviews[0] on line 4; ids must be unique
            {"id": "ok", "frame": [0, 0, 10, 10]}
                   ^
        """# + "\n"),
    Case(
      name: "A target id that is not in the scene",
      files: [
        tapTrace,
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
      ],
      stderr: #"""
        s.scene.json:5:29: error: views[0].subviews[0].targets[0].target: 'vc2' is not the id of a view or controller in the scene
             "targets": [{"target": "vc2", "action": "tapOK:", "events": ["touchUpInside"]}]}
                                    ^
        note: did you mean 'vc'?
        """# + "\n"),
    Case(
      name: "A controller whose view is not in the scene",
      files: [
        tapTrace,
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
      ],
      stderr: #"""
        s.scene.json:1:39: error: controllers[0].view: controller 'vc' names view 'rot', which is not a view in the scene
        {"controllers": [{"id": "vc", "view": "rot"}],
                                              ^
        note: did you mean 'root'?
        """# + "\n"),
    Case(
      name: "A controller parent that is not a controller",
      files: [
        tapTrace,
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
      ],
      stderr: #"""
        s.scene.json:1:57: error: controllers[0].parent: controller 'vc' names parent 'main', which is not a controller in the scene
        {"controllers": [{"id": "vc", "view": "root", "parent": "main"}],
                                                                ^
        """# + "\n"),
    Case(
      name: "A first responder that is not in the scene",
      files: [
        tapTrace,
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
      ],
      stderr: #"""
        s.scene.json:7:20: error: firstResponder: 'okk' is not the id of a view or controller in the scene
         "firstResponder": "okk"}
                           ^
        note: did you mean 'ok'?
        """# + "\n"),
    Case(
      name: "An empty file",
      files: [
        .text("t.jsonl", #""#)
      ],
      stderr: #"""
        t.jsonl: error: empty trace: the file has no header and no samples
        """# + "\n"),
    Case(
      name: "A header and no samples",
      files: [
        .text("t.jsonl", #"{"tracereplay": 1, "scene": "s.scene.json"}"# + "\n")
      ],
      stderr: #"""
        t.jsonl: error: empty trace: no samples
        """# + "\n"),
    Case(
      name: "A binary trace",
      files: [
        .bytes("t.jsonl", [123, 34, 116, 34, 58, 32, 48, 0, 125, 10])
      ],
      stderr: #"""
        t.jsonl:1:8: error: binary file: found a NUL byte; a trace is UTF-8 text
        {"t": 0�}
               ^
        """# + "\n"),
    Case(
      name: "A trace that is not UTF-8",
      files: [
        .bytes(
          "t.jsonl",
          [
            123, 34, 116, 114, 97, 99, 101, 114, 101, 112, 108, 97, 121, 34, 58, 32, 49, 44, 32, 34, 115, 99,
            101, 110, 101, 34, 58, 32, 34, 115, 46, 115, 99, 101, 110, 101, 46, 106, 115, 111, 110, 34, 125,
            10,
            123, 34, 116, 34, 58, 32, 48, 44, 32, 34, 105, 100, 34, 58, 32, 34, 255, 34, 44, 32, 34, 112, 104,
            97, 115, 101, 34, 58, 32, 34, 98, 101, 103, 97, 110, 34, 44, 32, 34, 120, 34, 58, 32, 49, 44, 32,
            34, 121, 34, 58, 32, 50, 125, 10,
          ])
      ],
      stderr: #"""
        t.jsonl:2:17: error: file is not UTF-8: invalid byte 0xFF
        {"t": 0, "id": "�", "phase": "began", "x": 1, "y": 2}
                        ^
        """# + "\n"),
    Case(
      name: "A line longer than the limit",
      files: [
        .text(
          "t.jsonl",
          "{\"tracereplay\": 1, \"scene\": \"s.scene.json\"}\n"
            + #"{"t": 0, "id": 1, "phase": "began", "x": 1, "y": 2, "pad": ""#
            + String(repeating: "a", count: 1 << 20) + "\"}\n")
      ],
      stderr: #"""
        t.jsonl:2:1048577: error: line is longer than 1048576 bytes, the limit
        """# + "\n"),
    Case(
      name: "Nesting too deep",
      files: [
        .trace(
          #"""
          {"tracereplay": 1, "scene": "s.scene.json"}
          {"t": 0, "id": 1, "phase": "began", "x": 1, "y": 2, "extra": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}
          """#)
      ],
      stderr: #"""
        t.jsonl:2:125: error: nesting is deeper than 64 levels, the limit
        ...[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]...
                                                                       ^
        """# + "\n"),
    Case(
      name: "Too many fingers down at once",
      files: [
        .text(
          "t.jsonl",
          #"{"tracereplay": 1, "scene": "s.scene.json"}"# + "\n"
            + (0..<21).map { #"{"t": 0, "id": \#($0), "phase": "began", "x": 1, "y": 2}"# + "\n" }.joined())
      ],
      stderr: #"""
        t.jsonl:22:16: error: too many touches down at once: touch 20 would be number 21; the limit is 20
        {"t": 0, "id": 20, "phase": "began", "x": 1, "y": 2}
                       ^
        """# + "\n"),
    Case(
      name: "Too many views",
      files: [
        tapTrace,
        .text(
          "s.scene.json",
          "{\"views\": [\n"
            + (0...10_000).map { #"{"id": "v\#($0)", "frame": [0, 0, 1, 1]}"# }.joined(separator: ",\n")
            + "\n]}\n"),
      ],
      stderr: #"""
        s.scene.json:10002:1: error: views[10000]: too many views: the limit is 10000
        {"id": "v10000", "frame": [0, 0, 1, 1]}
        ^
        """# + "\n"),
    Case(
      name: "Views nested too deeply",
      files: [
        tapTrace,
        .text(
          "s.scene.json",
          "{\"views\": ["
            + (1...65).reduce(#"{"id": "d0", "frame": [0, 0, 1, 1]}"#) { inner, level in
              #"{"id": "d\#(level)", "frame": [0, 0, 1, 1], "subviews": [\#(inner)]}"#
            } + "]}\n"),
      ],
      stderr: #"""
        s.scene.json:1:3204: error: views are nested more than 64 deep, the limit
        ...ubviews": [{"id": "d2", "frame": [0, 0, 1, 1], "subviews": [{"id": "d1", "frame": [0, 0, 1, 1], "subviews": [{"id": "d0"...
                                                                       ^
        """# + "\n"),
    Case(
      name: "A scene over the size limit",
      files: [
        tapTrace,
        .text("s.scene.json", #"{"views": [], "pad": ""# + String(repeating: "x", count: 4 << 20) + "\"}\n"),
      ],
      stderr: #"""
        s.scene.json: error: scene file is 4194329 bytes; the limit is 4194304 bytes
        """# + "\n"),
    Case(
      name: "No scene at all",
      files: [
        .trace(
          #"""
          {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
          {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
          """#)
      ],
      stderr: #"""
        t.jsonl: error: no scene for this trace: start it with a header line such as {"tracereplay": 1, "scene": "login.scene.json"}, or pass --scene FILE
        """# + "\n"),
    Case(
      name: "Controllers that are each other's parents",
      files: [
        tapTrace,
        .text(
          "s.scene.json",
          #"""
          {"controllers": [{"id": "a", "view": "root", "parent": "b"}, {"id": "b", "view": "ok", "parent": "a"}],
           "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [
             {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}]}]}
          """# + "\n"),
      ],
      stderr: #"""
        s.scene.json:1:56: error: controllers[0].parent: controller 'a' is its own ancestor: 'a' -> 'b' -> 'a'
        {"controllers": [{"id": "a", "view": "root", "parent": "b"}, {"id": "b", "view": "ok", "parent": "a"}],
                                                               ^
        note: each controller's parent chain must end at a controller without a parent
        """# + "\n"),
  ]

  @Test("Each bad input is reported whole on stderr with exit status 2", arguments: cases)
  func reported(_ testCase: Case) throws {
    let result = try BadInputRun.run(testCase.files)

    #expect(result.status == 2)
    #expect(result.stderr == testCase.stderr)
  }
}
