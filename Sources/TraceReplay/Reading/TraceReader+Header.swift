extension TraceReader {
  /// Reads the first non-blank line as the header when it is one, or holds it back as a sample.
  mutating func readHeader() throws(Diagnostic) {
    guard let line = try nextContentLine() else { return }
    let parsed = JSONParser(maxDepth: options.maxDepth).parse(line, file: file, firstLine: lineNumber)
    switch parsed {
    case .failure(let diagnostic):
      if Self.mentionsHeader(line) { throw diagnostic }
      heldLine = line
      readsFromBuffer = false
    case .success(let root):
      guard let members = root.objectMembers, members.contains(where: { $0.key == "tracereplay" }) else {
        heldLine = line
        readsFromBuffer = false
        return
      }
      header = try makeHeader(members, line: line)
    }
  }

  /// The keys a header may have.
  static let headerKeys = ["tracereplay", "scene"] + ReplaySettings.keys + ["comment"]

  private static func mentionsHeader(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let key = Array("\"tracereplay\"".utf8)
    guard line.count >= key.count else { return false }
    for start in 0...(line.count - key.count) {
      var k = 0
      while k < key.count && line[start + k] == key[k] { k += 1 }
      if k == key.count { return true }
    }
    return false
  }

  private func makeHeader(_ members: [JSONMember], line: UnsafeBufferPointer<UInt8>) throws(Diagnostic)
    -> TraceHeader
  {
    let text = String(decoding: line, as: UTF8.self)
    var version = 0
    var scene: TraceHeader.SceneReference?
    var settings = ReplaySettings()
    var unknown: [Diagnostic] = []
    for member in members {
      if try settings.read(member, file: file, sourceLine: { _ in text }) { continue }
      let node = member.node
      switch member.key {
      case "tracereplay":
        guard let number = node.number, let value = Int(exactly: number), value >= 1 else {
          let found = node.number.map { _ in Self.sourceText(of: node, in: line) } ?? node.kindDescription
          throw error(node, "field 'tracereplay' must be the format version 1, found \(found)", text)
        }
        guard value == 1 else {
          throw error(
            node, "unsupported trace format version \(value); this tracereplay reads version 1", text)
        }
        version = value
      case "scene":
        if let path = node.string {
          scene = .path(path, node.position)
        } else if node.objectMembers != nil {
          scene = .inline(node)
        } else if !node.isNull {
          throw error(
            node, "field 'scene' must be a path string or a scene object, found \(node.kindDescription)", text
          )
        }
      case "comment":
        continue
      default:
        let known = Self.headerKeys
        let suggestion = Suggestions.didYouMean(member.key, in: known).map { "; \($0)" } ?? ""
        unknown.append(
          Diagnostic(
            .warning, file: file, line: member.keyPosition.line, column: member.keyPosition.column,
            message: "unknown header key '\(member.key)' is ignored\(suggestion)", sourceLine: text,
            notes: ["a header may have \(known.map { "'\($0)'" }.joined(separator: ", "))"]))
      }
    }
    var header = TraceHeader(version: version, scene: scene, line: lineNumber)
    header.settings = settings
    header.unknownKeys = unknown
    header.text = text
    return header
  }

  /// A number as it is written in the header line (`1e23`, not `1e+23`), clipped to 40 bytes.
  static func sourceText(of node: JSONNode, in line: UnsafeBufferPointer<UInt8>) -> String {
    let start = max(node.position.column - 1, 0)
    var end = start
    let numberBytes = Set("+-.0123456789eE".utf8)
    while end < line.count && numberBytes.contains(line[end]) { end += 1 }
    guard start < end else { return "a number" }
    return DiagnosticText.clipped(
      String(decoding: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self), maxBytes: 40)
  }

  private func error(_ node: JSONNode, _ message: String, _ text: String) -> Diagnostic {
    Diagnostic(
      file: file, line: node.position.line, column: node.position.column, message: message, sourceLine: text)
  }
}
