import Foundation
import Testing

/// docs/rules.md lists every UIKit rule the model follows, with its code, sources and tests; these
/// tests keep it true: what it names exists, the rule tests carry the rule's id, and every source
/// key used in the repository is defined on it.
@Suite("The rules page, docs/rules.md")
struct RulesPageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized.path

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  /// The captures of every match of `pattern` in `text` (the whole match when it has no group).
  static func matches(_ pattern: String, in text: String) throws -> [[String]] {
    let expression = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    let whole = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: whole).map { match in
      let groups = match.numberOfRanges == 1 ? [0] : Array(1..<match.numberOfRanges)
      return groups.map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  /// Each rule's entry: its id and the items of its list (code, source, tests...), each item's
  /// wrapped lines joined into one.
  static func entries() throws -> [(id: String, lines: [String])] {
    var entries: [(id: String, lines: [String])] = []
    for line in try read("docs/rules.md").split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("### "), let id = line.dropFirst(4).split(separator: ".").first,
        id.allSatisfy({ $0.isUppercase || $0.isNumber })
      {
        entries.append((String(id), []))
      } else if line.hasPrefix("## ") {
        entries.append(("", []))
      } else if !entries.isEmpty {
        if line.hasPrefix("  "), let last = entries[entries.count - 1].lines.last, last.hasPrefix("- ") {
          entries[entries.count - 1].lines[entries[entries.count - 1].lines.count - 1] =
            last + " " + line.trimmingCharacters(in: .whitespaces)
        } else {
          entries[entries.count - 1].lines.append(String(line))
        }
      }
    }
    return entries.filter { !$0.id.isEmpty }
  }

  /// The part of `entry` that follows `label` (`- **Code:** `...), up to the end of the line.
  static func field(_ label: String, of entry: [String]) -> String {
    entry.first { $0.hasPrefix("- **\(label):**") }.map { String($0.dropFirst(label.count + 8)) } ?? ""
  }

  /// The display name of the test function `name` in `file`, nil when it is no `@Test`.
  static func displayName(of name: String, in file: String) throws -> String? {
    for match in try matches(#"@Test\b(.*?)\bfunc\s+(\w+)\s*\("#, in: file) where match[1] == name {
      return try matches(#""((?:[^"\\]|\\.)*)""#, in: match[0]).first?.first ?? ""
    }
    return nil
  }

  @Test("every rule has an entry once, with code, a source, a confidence and tests")
  func entriesAreComplete() throws {
    let entries = try Self.entries()
    let ids = entries.map(\.id)

    #expect(Set(ids).count == ids.count)
    #expect(ids.count >= 100)
    for rule in ["U1", "R1", "R20", "M1", "M18", "L1", "AL1", "C1", "CA1"] { #expect(ids.contains(rule)) }
    for entry in entries {
      for label in ["Code", "Source", "Confidence", "Tests", "Differs from UIKit"] {
        #expect(!Self.field(label, of: entry.lines).isEmpty, "\(entry.id) has no \(label)")
      }
    }
  }

  @Test("every file, type and method the page names as a rule's code exists")
  func codeExists() throws {
    for entry in try Self.entries() {
      let code = Self.field("Code", of: entry.lines)
      for part in try Self.matches(#"`([A-Za-z]+/[^`]+)` \(([^;]*)\)"#, in: code) {
        let path = part[0]
        guard FileManager.default.fileExists(atPath: Self.root + "/" + path) else {
          Issue.record("\(entry.id): \(path) does not exist")
          continue
        }
        let file = try Self.read(path)
        for symbol in try Self.matches("`([^`]+)`", in: part[1]).map({ $0[0] }) {
          let name = symbol.split(separator: "(").first.map(String.init) ?? symbol
          let last = name.split(separator: ".").last.map(String.init) ?? name
          let found = file.contains(last)
          #expect(found, "\(entry.id): \(symbol) is not in \(path)")
        }
      }
    }
  }

  @Test("every test the page names exists, and a rule test of the model carries the rule's id")
  func testsExistAndNameTheirRule() throws {
    var named = 0
    for entry in try Self.entries() {
      let tests = Self.field("Tests", of: entry.lines)
      for part in try Self.matches(#"`(Tests/[^`]+\.swift)`: ((?:`\w+`(?:, )?)+)"#, in: tests) {
        let file = try Self.read(part[0])
        for name in try Self.matches(#"`(\w+)`"#, in: part[1]).map({ $0[0] }) {
          named += 1
          guard let display = try Self.displayName(of: name, in: file) else {
            Issue.record("\(entry.id): no test \(name) in \(part[0])")
            continue
          }
          if part[0].hasPrefix("Tests/UIKitModelTests/") || part[0].hasPrefix("Tests/UIKitPortingTests/") {
            let namesRule = try !Self.matches(#"(?<![A-Za-z0-9])\#(entry.id)(?![0-9])"#, in: display).isEmpty
            #expect(namesRule, "\(part[0]) \(name) does not name \(entry.id): \"\(display)\"")
          }
        }
      }
      for trace in try Self.matches(#"`(traces/[^`]+)\.jsonl`"#, in: tests).map({ $0[0] }) {
        for suffix in [".jsonl", ".golden.txt", ".golden.jsonl"] {
          #expect(
            FileManager.default.fileExists(atPath: Self.root + "/" + trace + suffix), "\(trace)\(suffix)")
        }
      }
    }
    #expect(named >= 300)
  }

  @Test("every source key used in Sources, Tests, docs and traces is defined on the page")
  func keysAreDefined() throws {
    let page = try Self.read("docs/rules.md")
    let defined = Set(try Self.matches(#"<a id="[^"]+"></a>`\[([^\]]+)\]`"#, in: page).map { $0[0] })
    let apple = Set(
      try Self.matches(#"- `\[A:([^\]`]+)\]`: https://developer\.apple\.com/documentation/uikit/"#, in: page)
        .map { $0[0] })
    // A key with a dash (DEC-GR, SO-3642547) is no Swift type; one without (DTM, CHARLES) is
    // looked for only in prose: Markdown, trace comments, and the comments of Swift files.
    let dashed = #"\[([A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+)(?: §\d+)?\](?!\()"#
    let plain = #"\[([A-Z]{2,}[A-Z0-9]*)(?: §\d+)?\](?!\()"#
    let applePattern = #"\[A:([^\]\s]+)\](?!\()"#
    var used = 0
    for folder in ["Sources", "Tests", "docs", "traces"] {
      let files =
        FileManager.default.enumerator(atPath: Self.root + "/" + folder)?.allObjects as? [String] ?? []
      for name in files.sorted()
      where (name.hasSuffix(".swift") || name.hasSuffix(".md") || name.hasSuffix(".jsonl"))
        && !name.contains(".golden.") && !name.hasSuffix("rules.md")
        && !name.hasSuffix("RulesPageTests.swift")
      {
        let path = folder + "/" + name
        let text = try Self.read(path)
        let prose =
          name.hasSuffix(".swift")
          ? text.split(separator: "\n").compactMap { line in
            line.range(of: "//").map { String(line[$0.lowerBound...]) }
          }
          .joined(separator: "\n") : text
        for key in try Self.matches(dashed, in: text).map({ $0[0] })
          + Self.matches(plain, in: prose).map({ $0[0] })
        {
          used += 1
          let isDefined = defined.contains(key)
          #expect(isDefined, "\(path): [\(key)] is not defined in docs/rules.md")
        }
        for key in try Self.matches(applePattern, in: text).map({ $0[0] }) {
          used += 1
          let isListed = apple.contains(key)
          #expect(isListed, "\(path): [A:\(key)] is not listed in docs/rules.md")
        }
      }
    }
    #expect(used >= 50)
  }

  @Test("every link into the rules page lands on an anchor of it")
  func linksLand() throws {
    let page = try Self.read("docs/rules.md")
    // GitHub's anchors: the explicit ones, and each heading's text in lower case, hyphenated.
    let headings = try Self.matches(#"(?m)^#{2,3} ([^\n]+)$"#, in: page).map { heading in
      String(heading[0].lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" })
        .replacingOccurrences(of: " ", with: "-")
    }
    let anchors = Set(try Self.matches(#"<a id="([^"]+)"></a>"#, in: page).map { $0[0] } + headings)
    for anchor in try Self.matches(#"\]\(#([a-z0-9-]+)\)"#, in: page).map({ $0[0] }) {
      let lands = anchors.contains(anchor)
      #expect(lands, "docs/rules.md: #\(anchor) has no anchor")
    }
    let files = FileManager.default.enumerator(atPath: Self.root + "/docs")?.allObjects as? [String] ?? []
    for name in files.sorted() where name.hasSuffix(".md") {
      let text = try Self.read("docs/" + name)
      for anchor in try Self.matches(#"rules\.md#([a-z0-9-]+)\)"#, in: text).map({ $0[0] }) {
        let lands = anchors.contains(anchor)
        #expect(lands, "docs/\(name): rules.md#\(anchor) has no anchor")
      }
    }
  }
}
