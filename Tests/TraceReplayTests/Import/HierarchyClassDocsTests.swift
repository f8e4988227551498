import Foundation
import Testing

@testable import TraceReplay

/// docs/record-a-screen.md lists the UIKit classes the hierarchy importer knows, each with the
/// public class it is placed as: the list and the importer's table must agree.
@Suite("import hierarchy: the documented classes")
struct HierarchyClassDocsTests {
  static let page = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/record-a-screen.md").path

  /// The paragraph or table that starts with the line starting with `start`, up to a blank line.
  static func block(startingWith start: String, in text: String) throws -> String {
    let lines = text.components(separatedBy: "\n")
    let first = try #require(lines.firstIndex { $0.hasPrefix(start) })
    return lines[first...].prefix { !$0.isEmpty }.joined(separator: "\n")
  }

  /// Every `` `A` `` → `` `B` `` or `` | `A` | `B` | `` pair in `text`.
  static func pairs(_ text: String, _ pattern: String) throws -> [String: String] {
    let expression = try NSRegularExpression(pattern: pattern)
    var result: [String: String] = [:]
    for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let name = Range(match.range(at: 1), in: text), let base = Range(match.range(at: 2), in: text)
      else { continue }
      result[String(text[name])] = String(text[base])
    }
    return result
  }

  @Test("every private UIKit class the importer places is listed with its public base, and only those")
  func privateClasses() throws {
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: Self.page)), as: UTF8.self)
    let table = try Self.block(startingWith: "| UIKit prints |", in: text)

    let listed = try Self.pairs(table, #"(?m)^\| `([^`]+)` \| `([^`]+)` \|"#)
    let code = HierarchyClassMap.standIns.filter { !HierarchyClassMap.publicStandIns.contains($0.key) }

    #expect(listed == code)
    #expect(listed.keys.allSatisfy { HierarchyClassMap.isPrivateUIKitClass($0) })
    #expect(listed["UIButtonLabel"] == "UILabel" && listed["UISearchBarTextField"] == "UITextField")
  }

  @Test(
    "the public classes the model does not have, and UIKit's containers, are listed as the importer has them")
  func publicClassesAndContainers() throws {
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: Self.page)), as: UTF8.self)
    let publicBlock = try Self.block(startingWith: "Public classes the model does not have", in: text)
    let containers = try Self.block(startingWith: "UIKit installs the gesture recognizers", in: text)

    let listed = try Self.pairs(publicBlock, #"`([^`]+)` → `([^`]+)`"#)
    let code = HierarchyClassMap.standIns.filter { HierarchyClassMap.publicStandIns.contains($0.key) }
    let named = try NSRegularExpression(pattern: "`(UI[A-Za-z_]+|_UI[A-Za-z_]+)`")
      .matches(in: containers, range: NSRange(containers.startIndex..., in: containers))
      .compactMap { Range($0.range(at: 1), in: containers).map { String(containers[$0]) } }

    #expect(listed == code)
    #expect(Set(named) == HierarchyClassMap.containersWithOwnRecognizers)
  }
}
