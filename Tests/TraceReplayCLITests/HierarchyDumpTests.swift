import Foundation
import Testing
import TraceReplayCLI

/// Every dump shape the importer reads (HierarchyDumps/, written for the tests in the shapes
/// people paste: lldb `po` and `expr`, Cycript, NSLog output, Swift and C comments, `#if 0`,
/// swift-snapshot-testing): every view line becomes a view of the scene, in order.
@Suite("import hierarchy: the dump shapes")
struct HierarchyDumpTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("HierarchyDumps").path
  static let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

  /// The view lines of a dump, counted without the importer: a line (a Cycript string literal
  /// split at its `\n` escapes) whose first `<` opens a class name followed by `:` or `;`
  /// (`<UIButton: 0x...`, `<UIView; frame = ...` without an address, `<<_UITextContainerView`),
  /// with no `=` before it (a nested value such as `layer = <CALayer: ...>` is not a view). The
  /// class names, in order, each with the identifiers the line prints.
  static func viewLines(_ text: String) throws -> [(name: String, identifiers: [String])] {
    let pattern = try NSRegularExpression(pattern: #"^[^<=]*<<?([A-Za-z_][A-Za-z0-9_.$]*)[:;]"#)
    let identifier = try NSRegularExpression(
      pattern: #"(?:accessibilityIdentifier|identifier|accessibilityLabel) = '([^']*)'"#)
    return text.components(separatedBy: "\n").flatMap { $0.components(separatedBy: "\\n") }.compactMap {
      line in
      let range = NSRange(line.startIndex..., in: line)
      guard let match = pattern.firstMatch(in: line, range: range),
        let name = Range(match.range(at: 1), in: line)
      else { return nil }
      let identifiers = identifier.matches(in: line, range: range).compactMap { found in
        Range(found.range(at: 1), in: line).map { String(line[$0]) }
      }
      return (String(line[name]), identifiers)
    }
  }

  /// The scene's views depth first, by id.
  static func ids(_ views: [Any]) -> [String] {
    views.compactMap { $0 as? [String: Any] }.flatMap { view in
      [view["id"] as? String ?? ""] + ids(view["subviews"] as? [Any] ?? [])
    }
  }

  @Test("the fixtures hold every shape: lldb, Cycript, NSLog, comments, #if 0, snapshot-testing")
  func shapes() {
    #expect(
      Self.names == [
        "block-comment.txt", "cycript-escaped.txt", "cycript-tostring.txt", "lldb-expr-objc.txt",
        "lldb-po-optional.txt", "nslog-prefixed.txt", "objc-if0.m.txt", "snapshot-testing.txt",
        "swift-comment.swift.txt",
      ])
  }

  @Test("every view line of the dump becomes a view of the scene, in order", arguments: names)
  func everyViewLine(name: String) throws {
    let text = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)), as: UTF8.self)
    let classes = try Self.viewLines(text)
    let folder = try TestFolder()
    defer { folder.remove() }

    let result = CLIHarness.run(
      ["import", "hierarchy", Self.folder + "/" + name, "-o", "scene.json"], in: folder.path)

    #expect(result.code == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("skipped"), "\(result.stderr)")
    let scene = try #require(
      try JSONSerialization.jsonObject(with: Data(try folder.read("scene.json").utf8)) as? [String: Any])
    let ids = Self.ids(scene["views"] as? [Any] ?? [])
    // A window's line gives the window; its subviews are the scene's views. Any other root is
    // the scene's one view.
    let printed = classes.first?.name.hasSuffix("Window") == true ? Array(classes.dropFirst()) : classes
    #expect(classes.count >= 4)
    #expect(ids.count == printed.count)
    // Each view is the line's: its id is the identifier the line prints, or its class without
    // the module and a count.
    for (id, line) in zip(ids, printed) {
      let short = line.name.split(separator: ".").last.map(String.init) ?? line.name
      #expect(line.identifiers.contains(id) || id.hasPrefix(short + "-"), "\(id) for \(line.name)")
    }
    #expect(result.stderr.contains("imported \(printed.count) views"))
  }
}

extension HierarchyDumpTests {
  /// The buttons of a scene, depth first: views whose class is `UIButton`, or whose `base` is (an
  /// app's subclass or one of UIKit's private buttons keeps its own name as `class`), not hidden
  /// and taking touches.
  static func buttons(_ views: [Any]) -> [String] {
    views.compactMap { $0 as? [String: Any] }.flatMap { view -> [String] in
      let own =
        (view["class"] as? String == "UIButton" || view["base"] as? String == "UIButton")
        && view["hidden"] as? Bool != true
        && view["userInteractionEnabled"] as? Bool != false
      return (own ? [view["id"] as? String ?? ""] : []) + buttons(view["subviews"] as? [Any] ?? [])
    }
  }

  @Test(
    "a tap at the centre of each button the dump shows presses it: TouchUpInside, unless another view covers it",
    arguments: names)
  func tapsPressButtons(name: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let imported = CLIHarness.run(
      ["import", "hierarchy", Self.folder + "/" + name, "-o", "scene.json"], in: folder.path)
    #expect(imported.code == 0, "\(imported.stderr)")
    let scene = try #require(
      try JSONSerialization.jsonObject(with: Data(try folder.read("scene.json").utf8)) as? [String: Any])
    let buttons = Self.buttons(scene["views"] as? [Any] ?? [])

    var pressed = 0
    for button in buttons {
      let synth = CLIHarness.run(
        ["synth", "-", "--scene", "scene.json", "-o", "tap.jsonl"], in: folder.path,
        standardInput: "tap \(button)")
      #expect(synth.code == 0, "\(synth.stderr)")
      // synth warns, as warnIfMissed does, when the button's centre is under another view.
      guard !synth.stderr.contains("warning") else { continue }
      let run = CLIHarness.run(["run", "tap.jsonl", "--format", "jsonl"], in: folder.path)
      let records = CLIHarness.records(run.stdout)
      #expect(records.first == "touch began \(button)", "\(name): \(button)")
      #expect(
        records.contains { $0.hasPrefix("controlEvent \(button) ") && $0.contains("touchUpInside") },
        "\(name): \(button): \(records)")
      pressed += 1
    }
    #expect(!buttons.isEmpty, "every fixture shows a button")
    if !buttons.isEmpty { #expect(pressed >= 1, "\(name): no button of \(buttons) could be tapped") }
  }
}
