import Foundation

extension ProjectSettings {
  /// The settings that apply to a trace in `folder` (an absolute path, or relative to the current
  /// directory): the nearest `tracereplay.json` at or above it, or the defaults when there is
  /// none. `display` turns a found path into the spelling used in messages.
  package static func find(
    from folder: String, display: (String) -> String = { $0 }
  ) throws(Diagnostic) -> ProjectSettings {
    guard let path = locate(from: folder) else { return ProjectSettings() }
    return try read(path: path, display: display(path))
  }

  /// The nearest settings file at or above `folder`, stopping at a repository's top folder.
  package static func locate(from folder: String) -> String? {
    var current = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
    while true {
      let candidate = current.hasSuffix("/") ? current + fileName : current + "/" + fileName
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue
      {
        return candidate
      }
      let git = current.hasSuffix("/") ? current + ".git" : current + "/.git"
      if FileManager.default.fileExists(atPath: git) || current == "/" { return nil }
      current = URL(fileURLWithPath: current).deletingLastPathComponent().standardizedFileURL.path
    }
  }

  /// Reads the settings file at `path`; `display` is its name in messages. Only a regular file
  /// is read (a FIFO or a device named `tracereplay.json` is an error, not a hang), as scenes are.
  package static func read(path: String, display: String) throws(Diagnostic) -> ProjectSettings {
    let bytes = try InputFile.read(
      actualPath: path, displayPath: display, what: "settings", maxBytes: 1 << 20)
    return try parse(bytes, file: display, path: path)
  }

  /// Parses the text of a settings file named `file` in messages.
  package static func parse(_ bytes: [UInt8], file: String, path: String? = nil) throws(Diagnostic)
    -> ProjectSettings
  {
    let text = String(decoding: ByteOrderMark.dropped(bytes), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let sourceLine: (Int) -> String? = { line in
      line >= 1 && line <= lines.count ? String(lines[line - 1]) : nil
    }
    let root = try JSONParser().parse(ByteOrderMark.dropped(bytes), file: file)
    guard let members = root.objectMembers else {
      throw Diagnostic(
        file: file, line: root.position.line, column: root.position.column,
        message: "a settings file must be a JSON object, found \(root.kindDescription)",
        sourceLine: sourceLine(root.position.line))
    }
    var settings = ProjectSettings(path: path ?? file)
    for member in members {
      let node = member.node
      let at = { (message: String) in
        Diagnostic(
          file: file, line: node.position.line, column: node.position.column, message: message,
          sourceLine: sourceLine(node.position.line))
      }
      if try settings.replay.read(member, file: file, sourceLine: sourceLine) { continue }
      switch member.key {
      case "tracereplay":
        guard node.int == 1 else {
          throw at(
            "field 'tracereplay' must be the settings version 1, found \(node.number.map { "\($0)" } ?? node.kindDescription)"
          )
        }
      case "formats":
        let names = node.arrayElements?.compactMap(\.string) ?? []
        let formats = names.compactMap(ReplayRequest.Format.init(rawValue:))
        guard let elements = node.arrayElements, !elements.isEmpty, formats.count == elements.count else {
          throw at("field 'formats' must be a list of \"text\" and \"jsonl\", such as [\"text\", \"jsonl\"]")
        }
        settings.formats = ReplayRequest.Format.allCases.filter(formats.contains)
      case "lenient":
        guard let flag = node.bool else {
          throw at("field 'lenient' must be true or false, found \(node.kindDescription)")
        }
        settings.lenient = flag
      default:
        let suggestion = Suggestions.didYouMean(member.key, in: keys).map { "; \($0)" } ?? ""
        throw Diagnostic(
          file: file, line: member.keyPosition.line, column: member.keyPosition.column,
          message: "unknown settings key '\(member.key)'\(suggestion)",
          sourceLine: sourceLine(member.keyPosition.line),
          notes: ["a settings file may set \(keys.map { "'\($0)'" }.joined(separator: ", "))"])
      }
    }
    return settings
  }
}
