import Foundation
import Testing

@testable import TraceReplay

/// Imports `text` as a hierarchy and decodes the scene it writes.
private func imported(
  _ text: String, targets: String? = nil
) throws -> (scene: [String: Any], result: HierarchyImport) {
  let parsedTargets = try targets.map { try HierarchyTargets.read(Array($0.utf8), file: "t.json") }
  let result = try HierarchyImporter.importText(text, file: "h.txt", targets: parsedTargets)
  let object = try JSONSerialization.jsonObject(with: Data(result.scene.utf8))
  return (try #require(object as? [String: Any]), result)
}

/// Every view of a decoded scene, depth first, in order.
private func allViews(_ scene: [String: Any]) -> [[String: Any]] {
  func walk(_ views: [[String: Any]]) -> [[String: Any]] {
    views.flatMap { [$0] + walk($0["subviews"] as? [[String: Any]] ?? []) }
  }
  return walk(scene["views"] as? [[String: Any]] ?? [])
}

/// The error importing `text` fails with, or nil.
private func importError(_ text: String, targets: String? = nil) -> Diagnostic? {
  do {
    _ = try imported(text, targets: targets)
    return nil
  } catch {
    return error as? Diagnostic
  }
}

private let window = "<UIWindow: 0x7f8b1c506a90; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000002>>"

@Suite("Importing a view hierarchy's debug description")
struct HierarchyImporterTests {
  /// A line below the window, and how it is written: id, class, base (nil: none) and a warning.
  struct Placement: Sendable, CustomStringConvertible {
    var line: String
    var id: String
    var className: String?
    var base: String?
    var warns: Bool
    var description: String { line }
  }

  static let placements: [Placement] = [
    Placement(
      line: "<UIButton: 0x7f8b1c40a2b0; frame = (20 700; 350 50); opaque = NO; layer = <CALayer: 0x1>>",
      id: "UIButton-1", className: "UIButton", warns: false),
    Placement(
      line: "<MyApp.CheckoutButton: 0x7f8b1c40a3c0; baseClass = UIButton; frame = (20 640; 350 44)>",
      id: "CheckoutButton-1", className: "CheckoutButton", base: "UIButton", warns: false),
    Placement(
      line: "<_TtC5MyApp14CheckoutButton: 0x7f8b; baseClass = UIButton; frame = (20 640; 350 44)>",
      id: "CheckoutButton-1", className: "CheckoutButton", base: "UIButton", warns: false),
    Placement(
      line: "<MyApp.CardCell: 0x7f8b; baseClass = UITableViewCell; frame = (0 0; 390 44)>",
      id: "CardCell-1", className: "CardCell", base: "UITableViewCell", warns: false),
    Placement(
      line: "<UIButtonLabel: 0x7f8b; frame = (147 15; 56 20); text = 'Sign in'; userInteractionEnabled = NO>",
      id: "UIButtonLabel-1", className: "UILabel", warns: false),
    Placement(
      line: "<UITransitionView: 0x7f8b; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x1>>",
      id: "UITransitionView-1", warns: false),
    Placement(
      line:
        "<_UISystemBackgroundView: 0x7f8b; frame = (0 0; 390 844); backgroundColor = <UIDynamicSystemColor: "
        + "0x6000; name = systemBackgroundColor>; layer = <CALayer: 0x1>>",
      id: "_UISystemBackgroundView-1", warns: false),
    Placement(
      line:
        "<UITextView: 0x7f8b; frame = (0 0; 390 200); text = 'Hello'; contentOffset: {0, 0}; contentSize: {390, 400}>",
      id: "UITextView-1", className: "UIScrollView", warns: false),
    Placement(
      line: "<UIStackView: 0x7f8b; frame = (20 100; 350 200); layer = <CATransformLayer: 0x1>>",
      id: "UIStackView-1", className: "UIStackView", warns: false),
    Placement(
      line: "<FancyGradientView: 0x7f8b; frame = (0 0; 390 1200); layer = <CAGradientLayer: 0x1>>",
      id: "FancyGradientView-1", warns: true),
    Placement(
      line: "<MyApp.Toolbar: 0x7f8b; baseClass = UINavigationBar; frame = (0 47; 390 44)>",
      id: "Toolbar-1", className: "Toolbar", base: "UIView", warns: false),
    Placement(
      line: "<MyApp.Map: 0x7f8b; baseClass = MKMapView; frame = (0 47; 390 44)>",
      id: "Map-1", warns: true),
    Placement(
      line: "<UISwitch: 0x7f8b; frame = (300 200; 51 31); accessibilityIdentifier = 'settings.wifi'>",
      id: "settings.wifi", className: "UISwitch", warns: true),
  ]

  @Test(
    "each class is placed: stock, UIKit's own, an app's subclass with base, or UIView with a warning",
    arguments: placements)
  func placement(_ placement: Placement) throws {
    let (scene, result) = try imported(window + "\n   | " + placement.line + "\n")

    let view = try #require(allViews(scene).first)
    #expect(view["id"] as? String == placement.id)
    #expect(view["class"] as? String == placement.className)
    #expect(view["base"] as? String == placement.base)
    #expect(result.warnings.isEmpty == !placement.warns)
    if placement.warns { #expect(result.warnings.first?.line == 2) }
  }

  @Test("the fields that matter for touches are read; every other key UIKit prints is ignored")
  func fields() throws {
    let text = """
      \(window)
         | <UIView: 0x1; frame = (-0.5 20.333333; 390.5 700); hidden = YES; alpha = 0.5; layer = <CALayer: 0x2>>
         | <UIView: 0x3; frame = (0 0; 10 10); clipsToBounds = YES; userInteractionEnabled = NO; tag = 7; \
      animations = { position=<CABasicAnimation: 0x4>; bounds.origin=<CABasicAnimation: 0x5>; }; layer = <CALayer: 0x6>>
         | <UIView: 0x7; frame = (0 0; 390 844); bounds = (0 100; 390 844); autoresize = W+H; layer = <CALayer: 0x8>>
         | <UILabel: 0x9; frame = (20 120; 350 40); text = 'Don't; stop > now'; opaque = NO; layer = <_UILabelLayer: 0xa>>
         | <UIImageView: 0xb; frame = (0 0; 20 20); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0xc>> - (null)
         | <UISlider: 0xd; frame = (20 600; 350 31); opaque = NO; value: 0.250000; layer = <CALayer: 0xe>>
         | <UITableView: 0xf; frame = (0 0; 390 844); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x10>; \
      layer = <CALayer: 0x11>; contentOffset: {0, -91}; contentSize: {390, 2000}; adjustedContentInset: {91, 0, 34, 0}>

      """

    let (scene, result) = try imported(text)

    let views = allViews(scene)
    #expect(views.count == 7)
    #expect(views[0]["frame"] as? [Double] == [-0.5, 20.333333, 390.5, 700])
    #expect(views[0]["hidden"] as? Bool == true)
    #expect(views[0]["alpha"] as? Double == 0.5)
    #expect(views[1]["clipsToBounds"] as? Bool == true)
    #expect(views[1]["userInteractionEnabled"] as? Bool == false)
    #expect(views[2]["bounds"] as? [Double] == [0, 100])
    #expect(views[3]["class"] as? String == "UILabel")
    #expect(views[3]["userInteractionEnabled"] as? Bool == true)
    #expect(views[4]["userInteractionEnabled"] as? Bool == false)
    #expect(views[5]["value"] as? Double == 0.25)
    #expect(views[6]["contentOffset"] as? [Double] == [0, -91])
    #expect(views[6]["contentSize"] as? [Double] == [390, 2000])
    #expect(views[6]["bounds"] == nil)
    #expect(result.warnings.isEmpty)
    #expect(scene["window"] as? [String: Double] == ["width": 390, "height": 844])
  }

  @Test(
    "the debugger's wrapping is skipped: prompts, Optional dumps, NSLog stamps, blank lines, bare markers",
    arguments: [
      "(lldb) po UIApplication.shared.keyWindow?.value(forKey: \"recursiveDescription\")\n▿ Optional<Any>\n  - some : "
        + window + "\n   | <UIButton: 0x1; frame = (1 2; 3 4)>\n\n(lldb) \n",
      "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n" + window
        + "\n   | <UIButton: 0x1; frame = (1 2; 3 4)>\n(lldb)",
      "2024-05-02 10:04:53.358 MyApp[60940:11303] " + window + "\n   | <UIButton: 0x1; frame = (1 2; 3 4)>\n",
      "\n\n" + window + "\r\n| <UIButton: 0x1; frame = (1 2; 3 4)>\r\n\n",
    ])
  func wrapping(_ text: String) throws {
    let (scene, _) = try imported(text)

    #expect(allViews(scene).map { $0["id"] as? String } == ["UIButton-1"])
  }

  @Test("nesting follows the markers; ids count each class in document order")
  func nesting() throws {
    let text = """
      \(window)
         | <UIView: 0x1; frame = (0 0; 390 844)>
         |    | <UIButton: 0x2; frame = (0 0; 10 10)>
         |    |    | <UIView: 0x3; frame = (0 0; 10 10)>
         |    | <UIButton: 0x4; frame = (0 20; 10 10)>
         | <UIView: 0x5; frame = (0 0; 390 844)>
      ||<UIButton: 0x6; frame = (0 40; 10 10)>

      """

    let (scene, result) = try imported(text)

    let top = try #require(scene["views"] as? [[String: Any]])
    #expect(top.map { $0["id"] as? String } == ["UIView-1", "UIView-3"])
    let first = try #require(top[0]["subviews"] as? [[String: Any]])
    #expect(first.map { $0["id"] as? String } == ["UIButton-1", "UIButton-2"])
    #expect((first[0]["subviews"] as? [[String: Any]])?.first?["id"] as? String == "UIView-2")
    #expect((top[1]["subviews"] as? [[String: Any]])?.first?["id"] as? String == "UIButton-3")
    #expect(result.views == 6)
    #expect(result.controls == 3)
  }

  @Test("a label's text may run over several lines")
  func multilineText() throws {
    let text =
      window + "\n   | <UILabel: 0x1; frame = (0 0; 10 10); text = 'one\ntwo; three'; layer = <L: 0x2>>\n"
      + "   | <UIButton: 0x3; frame = (0 0; 10 10)>\n"

    let (scene, _) = try imported(text)

    #expect(allViews(scene).map { $0["id"] as? String } == ["UILabel-1", "UIButton-1"])
  }

  @Test("an accessibility label over several lines is no id: the class and a count, with a warning")
  func multilineLabel() throws {
    let text =
      window
      + "\n   | <UIButton: 0x1; frame = (0 0; 10 10); accessibilityLabel = 'Sign\nin'; layer = <L: 0x2>>\n"

    let (scene, result) = try imported(text)

    #expect(allViews(scene).map { $0["id"] as? String } == ["UIButton-1"])
    #expect(result.warnings.map(\.line) == [2])
    #expect(
      result.warnings.first?.message.contains("accessibilityLabel 'Sign\\u{A}in' holds a line break") == true)
  }

  @Test("a root that is not a window becomes the one view, at the origin, with a warning")
  func viewRoot() throws {
    let (scene, result) = try imported(
      "<MyApp.LoginView: 0x1; baseClass = UIView; frame = (0 91; 390 700)>\n   | <UIButton: 0x2; frame = (1 2; 3 4)>\n"
    )

    #expect(scene["window"] as? [String: Double] == ["width": 390, "height": 700])
    let views = allViews(scene)
    #expect(views[0]["frame"] as? [Double] == [0, 0, 390, 700])
    #expect(views[1]["id"] as? String == "UIButton-1")
    #expect(result.warnings.map(\.line) == [1])
  }

  @Test("recognizers the text cannot describe warn, except on the window, scroll views and controls")
  func recognizers() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x2>>
         | <UIView: 0x3; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x4>>
         | <UIScrollView: 0x5; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6>; contentOffset: {0, 0}; contentSize: {390, 844}>
         | <UITextField: 0x7; frame = (0 0; 390 44); gestureRecognizers = <NSArray: 0x8>>

      """

    let (_, result) = try imported(text)

    #expect(result.warnings.map(\.line) == [2])
    #expect(result.warnings.first?.message.contains("'UIView-1' has gesture recognizers") == true)
  }

  /// Bad input, with where the error points and what it says.
  struct BadInput: Sendable, CustomStringConvertible {
    var text: String
    var line: Int
    var column: Int
    var message: String
    var description: String { message }
  }

  static let badInputs: [BadInput] = [
    BadInput(
      text: window + "\n   | <UIButton: 0x1; frame = (20 700; 350 50); layer = <CALayer: 0x60000",
      line: 2, column: 73,
      message: "the line ends before the view description is closed: the '<' at column 56 has no '>'"),
    BadInput(
      text: window + "\n   | <UIButton: 0x1; frame = (20 700; 350 50); layer = <CALayer: 0x2>\n",
      line: 2, column: 70, message: "the '<' at column 6 has no '>'"),
    BadInput(
      text: window + "\n   | <UIButton: 0x1; frame = (20 700; 350 50>\n",
      line: 2, column: 45, message: "unbalanced '>': expected ')' to close the '(' at column 30"),
    BadInput(
      text: window + "\n   | <UIButton: 0x1; frame = (20 seven; 350 50)>\n",
      line: 2, column: 30,
      message: "expected frame = (x y; width height) such as (20 700; 350 50), found '(20 seven; 350 50)'"),
    BadInput(
      text: window + "\n   | <UIButton: 0x1; frame = (nan 0; 350 50)>\n",
      line: 2, column: 30, message: "found '(nan 0; 350 50)'"),
    BadInput(
      text: window + "\n   | <UIButton: 0x1; opaque = NO>\n", line: 2, column: 7,
      message: "the description of 'UIButton' has no 'frame = (x y; width height)'"),
    BadInput(
      text: window + "\n   | <UIButton: 0x1; frame = (0 0; 1 1); hidden = MAYBE>\n", line: 2, column: 51,
      message: "expected YES or NO for hidden, found 'MAYBE'"),
    BadInput(
      text: window + "\n   |    | <UIButton: 0x1; frame = (0 0; 1 1)>\n", line: 2, column: 11,
      message: "this view is nested 2 deep, below a view nested 0 deep"),
    BadInput(
      text: window + "\n" + window + "\n", line: 2, column: 1,
      message: "a second root view: only the first view and its subviews are imported"),
    BadInput(
      text: window
        + "\n   | <UILabel: 0x1; frame = (0 0; 1 1); text = 'cut\n   | <UIView: 0x2; frame = (0 0; 1 1)>\n",
      line: 2, column: 48, message: "the quoted value that starts here is not closed before the line ends"),
    BadInput(
      text: window + "\n   | UIButton: 0x1; frame = (0 0; 1 1)>\n", line: 2, column: 6,
      message: "not a view line (expected '<ClassName: 0x...; frame = (...)>' after any '|' markers): skipped"
    ),
    BadInput(
      text: window + "\n   | <UIButton 0x1; frame = (0 0; 1 1)>\n", line: 2, column: 15,
      message: "expected ':' and the view's address after the class name 'UIButton'"),
    BadInput(
      text: "(lldb) po view\nerror: no such variable\n", line: 0, column: 0,
      message: "no view description found"),
  ]

  @Test(
    "an odd line is skipped, or read as far as it goes, with a warning naming its line and column and why",
    arguments: badInputs.dropLast())
  func oddLine(_ bad: BadInput) throws {
    let (scene, result) = try imported(bad.text)

    let warning = try #require(
      result.warnings.first { $0.message.contains(bad.message) }, "\(result.warnings)")
    #expect(warning.file == "h.txt")
    #expect(warning.line == bad.line)
    #expect(warning.column == bad.column)
    #expect(scene["window"] as? [String: Double] == ["width": 390, "height": 844])
  }

  @Test("input without a view line is an error", arguments: badInputs.suffix(1))
  func badInput(_ bad: BadInput) throws {
    let diagnostic = try #require(importError(bad.text))

    #expect(diagnostic.file == "h.txt")
    #expect(diagnostic.line == bad.line)
    #expect(diagnostic.column == bad.column)
    #expect(diagnostic.message.contains(bad.message), "\(diagnostic.message)")
  }

  @Test("a targets file merges controllers, registrations and fields by id")
  func targets() throws {
    let text =
      window
      + "\n   | <UIView: 0x1; frame = (0 0; 390 844)>\n   |    | <UIButton: 0x2; frame = (20 700; 350 50)>\n"
    let targets = """
      {"controllers": [{"id": "login", "view": "UIView-1", "actions": ["signIn:"]}],
       "views": {"UIButton-1": {"enabled": false,
                                "targets": [{"target": "login", "action": "signIn:", "events": ["touchUpInside"]}]}},
       "firstResponder": "login"}
      """

    let (scene, _) = try imported(text, targets: targets)

    let controllers = try #require(scene["controllers"] as? [[String: Any]])
    #expect(controllers.first?["id"] as? String == "login")
    #expect(scene["firstResponder"] as? String == "login")
    let button = try #require(allViews(scene).last)
    #expect(button["enabled"] as? Bool == false)
    #expect((button["targets"] as? [[String: Any]])?.first?["action"] as? String == "signIn:")
  }

  @Test(
    "a targets file naming what the hierarchy lacks is an error in that file, with a suggestion",
    arguments: [
      (
        #"{"views": {"UIButon-1": {"enabled": false}}}"#, 1, 12,
        "'UIButon-1' is not a view of the imported hierarchy"
      ),
      (
        #"{"views": {"UIButton-1": {"targets": [{"target": "lgin", "action": "a:", "events": ["touchDown"]}]}}}"#,
        1, 50, "views.UIButton-1.targets[0].target: 'lgin' is not the id of a view or controller in the scene"
      ),
      (#"{"controllers": [{"id": "vc", "view": "root"}]}"#, 1, 39, "controller 'vc' names view 'root'"),
      (#"{"views": {"UIButton-1": {"subviews": []}}}"#, 1, 27, "'subviews' cannot be merged"),
      (#"{"view": {}}"#, 1, 2, "unknown field 'view' in the targets file"),
    ])
  func badTargets(_ targets: String, _ line: Int, _ column: Int, _ message: String) throws {
    let text = window + "\n   | <UIButton: 0x2; frame = (20 700; 350 50)>\n"

    let diagnostic = try #require(importError(text, targets: targets))

    #expect(diagnostic.file == "t.json")
    #expect(diagnostic.line == line)
    #expect(diagnostic.column == column)
    #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
  }

  @Test("the scene is written one view per line, deterministically")
  func writtenText() throws {
    let text =
      window
      + "\n   | <UIView: 0x1; frame = (0 0; 390 844)>\n   |    | <UIButton: 0x2; frame = (20 700.5; 350 50)>\n"

    let result = try HierarchyImporter.importText(text, file: "h.txt")

    #expect(
      result.scene == """
        {
          "window": {"width": 390, "height": 844},
          "views": [
            {"id": "UIView-1", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "UIButton-1", "class": "UIButton", "frame": [20, 700.5, 350, 50]}
            ]}
          ]
        }

        """)
  }
}

/// Imports `text` (with `targets`), then replays `script` over the scene as `tracereplay synth`
/// and `tracereplay run --scene` do: the records, one short line each (`controlEvent
/// UIButton-1 touchDown`, `scroll UITableView-1 0,-71`).
private func replayImported(_ text: String, targets: String? = nil, script: String) throws -> [String] {
  let (_, result) = try imported(text, targets: targets)
  let folder = try TemporaryDirectory()
  defer { folder.remove() }
  try folder.write("h.scene.json", result.scene)
  let reader = SceneReader(file: "h.scene.json", source: result.scene)
  let scene = try SceneBuilder().build(
    try reader.read(try JSONParser().parse(result.scene, file: "h.scene.json")), reader: reader)
  let samples = try Synthesizer(file: "script", resolver: scene).synthesize(script)
  var request = ReplayRequest(tracePath: "-")
  request.standardInput = Array(TraceWriter().document(scene: nil, samples: samples).utf8)
  request.scenePath = folder.path + "/h.scene.json"
  request.format = .jsonl
  let output = StringOutput()
  var diagnostics: [Diagnostic] = []
  let outcome = ReplayRun.run(request, output: output, diagnostics: { diagnostics.append($0) })
  #expect(outcome == .completed(samples: samples.count, warnings: 0), "\(diagnostics)")
  return output.text.split(separator: "\n").compactMap { line -> String? in
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let type = object["type"] as? String
    else { return nil }
    func text(_ key: String) -> String { object[key] as? String ?? "-" }
    switch type {
    case "touch": return "touch \(text("phase")) \(text("view"))"
    case "controlEvent":
      return "controlEvent \(text("control")) \((object["events"] as? [String] ?? []).joined(separator: ","))"
    case "action": return "action \(text("action")) \(text("sender"))"
    case "gesture": return "gesture \(text("recognizer")) \(text("state"))"
    case "cancel": return "cancel \(text("view")) by \(text("by"))"
    case "scroll":
      let offset = (object["contentOffset"] as? [Double] ?? []).map { String(format: "%g", $0) }
      return "scroll \(text("view")) \(offset.joined(separator: ","))"
    default: return nil
    }
  }
}

@Suite("Replaying an imported view hierarchy")
struct HierarchyReplayTests {
  /// A hierarchy that needs contract section 7, the script replayed over it, and the records.
  struct Replay: Sendable, CustomStringConvertible {
    var description: String
    var text: String
    var targets: String?
    var script: String
    var records: [String]
  }

  static let buttonTap = [
    "touch began UIButton-1", "controlEvent UIButton-1 touchDown", "touch ended UIButton-1",
    "controlEvent UIButton-1 touchUpInside", "controlEvent UIButton-1 primaryActionTriggered",
  ]

  static let replays: [Replay] = [
    Replay(
      description: "an app's button subclass (baseClass) behaves as a UIButton and keeps its name",
      text: window + "\n   | <MyApp.CheckoutButton: 0x1; baseClass = UIButton; frame = (20 640; 350 44)>\n",
      targets: #"""
        {"controllers": [{"id": "vc", "view": "CheckoutButton-1", "actions": ["pay:"]}],
         "views": {"CheckoutButton-1": {"targets": [{"target": "vc", "action": "pay:", "events": ["touchUpInside"]}]}}}
        """#,
      script: "tap CheckoutButton-1",
      records: [
        "touch began CheckoutButton-1", "controlEvent CheckoutButton-1 touchDown",
        "touch ended CheckoutButton-1",
        "controlEvent CheckoutButton-1 touchUpInside", "action pay: CheckoutButton-1",
        "controlEvent CheckoutButton-1 primaryActionTriggered",
      ]),
    Replay(
      description: "an app's cell subclass (baseClass) is a plain view that takes the touch",
      text: window + "\n   | <MyApp.CardCell: 0x1; baseClass = UITableViewCell; frame = (0 0; 390 44)>\n",
      script: "tap CardCell-1", records: ["touch began CardCell-1", "touch ended CardCell-1"]),
    Replay(
      description: "a button's UIButtonLabel is a non-interactive UILabel: the button gets the touch",
      text: window + "\n   | <UIButton: 0x1; frame = (20 700; 350 50)>\n"
        + "   |    | <UIButtonLabel: 0x2; frame = (147 15; 56 20); text = 'Sign in'; userInteractionEnabled = NO>\n",
      script: "tap UIButtonLabel-1", records: buttonTap),
    Replay(
      description: "a UILabel that prints no userInteractionEnabled = NO takes the touch over a button",
      text: window + "\n   | <UIButton: 0x1; frame = (20 700; 350 50)>\n"
        + "   | <UILabel: 0x2; frame = (20 700; 350 50); text = 'Over'>\n",
      script: "tap UIButton-1", records: ["touch began UILabel-1", "touch ended UILabel-1"]),
    Replay(
      description: "a UIStackView takes a touch in the gap between its arranged subviews",
      text: window + "\n   | <UIStackView: 0x1; frame = (20 100; 350 200); layer = <CATransformLayer: 0x2>>\n"
        + "   |    | <UIButton: 0x3; frame = (0 0; 350 80)>\n   |    | <UIButton: 0x4; frame = (0 120; 350 80)>\n",
      script: "tap (195, 210); wait 0.5; tap UIButton-2",
      records: [
        "touch began UIStackView-1", "touch ended UIStackView-1", "touch began UIButton-2",
        "controlEvent UIButton-2 touchDown", "touch ended UIButton-2",
        "controlEvent UIButton-2 touchUpInside",
        "controlEvent UIButton-2 primaryActionTriggered",
      ]),
    Replay(
      description: "a UITableView starts at its printed content offset and scrolls within its content size",
      text: window
        + "\n   | <UITableView: 0x1; frame = (0 0; 390 844); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x2>; "
        + "contentOffset: {0, -91}; contentSize: {390, 2000}; adjustedContentInset: {91, 0, 34, 0}>\n"
        + "   |    | <UITableViewCell: 0x3; frame = (0 0; 390 60)>\n"
        + "   |    |    | <UIButton: 0x4; frame = (20 10; 100 40)>\n",
      // The tap is shorter than the content-touch delay: the button's events all come at the
      // lift. The drag moves the printed offset (-91; the model has no content inset, so it is
      // past the top edge: the first steps move it with the rubber band's resistance, M2), and
      // the fast lift (200 pt in 0.05 s) flicks the list to its bottom edge, 2000 - 844 = 1156,
      // where it comes to rest (M4, M5): one scroll record at the end of the motion (M6).
      script: "tap UIButton-1; wait 0.5; drag (195, 600) -> (195, 400) over 0.05s",
      records: [
        "touch began UIButton-1", "touch ended UIButton-1", "controlEvent UIButton-1 touchDown",
        "controlEvent UIButton-1 touchUpInside", "controlEvent UIButton-1 primaryActionTriggered",
        "touch began UITableView-1", "touch moved UITableView-1", "scroll UITableView-1 0,-65.3465",
        "touch moved UITableView-1", "scroll UITableView-1 0,-32.8351", "touch moved UITableView-1",
        "scroll UITableView-1 0,4.55028", "touch ended UITableView-1", "scroll UITableView-1 0,1156",
      ]),
    Replay(
      description: "a root that is not a window replays as the one view at the origin",
      text: "<MyApp.LoginView: 0x1; baseClass = UIView; frame = (0 91; 390 700)>\n"
        + "   | <UIButton: 0x2; frame = (20 600; 350 50)>\n",
      script: "tap UIButton-1", records: buttonTap),
  ]

  @Test("each imported section 7 hierarchy replays as run replays it", arguments: replays)
  func replaysAsRun(_ replay: Replay) throws {
    let records = try replayImported(replay.text, targets: replay.targets, script: replay.script)

    #expect(records == replay.records)
  }
}
