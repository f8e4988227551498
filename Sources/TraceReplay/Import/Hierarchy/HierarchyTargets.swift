import Foundation

/// A `--targets` file: what a debug description cannot show (controllers, target-action
/// registrations, the actions responders implement, the first responder, gesture recognizers),
/// merged by id into the scene `import hierarchy` writes.
///
/// ```json
/// {"controllers": [{"id": "login", "view": "UIView-2", "actions": ["signIn:"]}],
///  "views": {"UIButton-1": {"targets": [{"target": "login", "action": "signIn:", "events": ["touchUpInside"]}]}},
///  "firstResponder": null}
/// ```
package struct HierarchyTargets: Sendable {
  /// The file as named in messages.
  package var file: String
  /// The file's lines, for messages.
  var sourceLines: [Substring]
  /// Controller objects, written into the scene's `controllers` as they are.
  var controllers: [JSONNode]
  /// Fields to merge into views, by view id.
  var views: [JSONMember]
  /// The first responder's id, or null.
  var firstResponder: JSONNode?

  static let topLevelKeys = ["controllers", "views", "firstResponder"]

  /// Reads a targets file's bytes; `file` names it in messages.
  package static func read(_ bytes: [UInt8], file: String) throws(Diagnostic) -> HierarchyTargets {
    // A byte order mark (an editor on Windows writes one) is skipped, as a trace's is.
    let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    let source = String(decoding: bytes, as: UTF8.self)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var targets = HierarchyTargets(
      file: file, sourceLines: lines, controllers: [], views: [], firstResponder: nil)
    let root = try JSONParser().parse(bytes, file: file)
    guard let members = root.objectMembers else {
      throw targets.error(
        "a targets file must be a JSON object, found \(root.kindDescription)", at: root.position)
    }
    for member in members {
      switch member.key {
      case "controllers":
        guard let elements = member.node.arrayElements else {
          throw targets.error("'controllers' must be a list of controller objects", at: member.node.position)
        }
        for element in elements where element.objectMembers == nil {
          throw targets.error(
            "each controller must be an object such as {\"id\": \"vc\", \"view\": \"UIView-1\"}",
            at: element.position)
        }
        targets.controllers = elements
      case "views":
        guard let views = member.node.objectMembers else {
          throw targets.error(
            "'views' must be an object of view ids, such as {\"UIButton-1\": {\"targets\": [...]}}",
            at: member.node.position)
        }
        for view in views where view.node.objectMembers == nil {
          throw targets.error(
            "the fields for '\(view.key)' must be an object, found \(view.node.kindDescription)",
            at: view.node.position)
        }
        targets.views = views
      case "firstResponder":
        guard member.node.isNull || member.node.string != nil else {
          throw targets.error("'firstResponder' must be an id or null", at: member.node.position)
        }
        targets.firstResponder = member.node
      default:
        throw targets.error(
          "unknown field '\(member.key)' in the targets file; expected "
            + topLevelKeys.map { "'\($0)'" }.joined(separator: ", "),
          at: member.keyPosition, notes: suggestionNotes(member.key, topLevelKeys))
      }
    }
    return targets
  }

  /// Reads the targets file at `actualPath`, named `displayPath` in messages.
  package static func read(actualPath: String, displayPath: String) throws(Diagnostic) -> HierarchyTargets {
    let bytes = try InputFile.read(
      actualPath: actualPath, displayPath: displayPath, what: "targets", maxBytes: 4 << 20)
    return try read(bytes, file: displayPath)
  }

  func error(_ message: String, at position: SourcePosition, notes: [String] = []) -> Diagnostic {
    let index = position.line - 1
    let line = index >= 0 && index < sourceLines.count ? String(sourceLines[index]) : nil
    return Diagnostic(
      file: file, line: position.line, column: position.column, message: message, sourceLine: line,
      notes: notes)
  }
}
