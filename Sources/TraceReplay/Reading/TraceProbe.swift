import Foundation

/// Tells a trace from another JSON Lines file by its first line, for folder searches that meet
/// both (`check` with a folder): a trace starts with a header (`tracereplay`) or a touch sample
/// (`phase`, and no `type`: a `run --format jsonl` output has one).
package enum TraceProbe {
  /// Whether the file at `path` is a JSON Lines file that is not a trace: its first non-blank
  /// line is a JSON object with neither a header's nor a sample's keys. Anything else (an empty
  /// file, a line that is not JSON, a file that cannot be read) is left to the trace reader,
  /// which says what is wrong with it.
  package static func isOtherJSONLines(atPath path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: 64 * 1024)) ?? Data()
    var bytes = ByteOrderMark.dropped([UInt8](data))
    while let newline = bytes.firstIndex(of: 0x0A) {
      let line = bytes[..<newline]
      if line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
        bytes = Array(line)
        break
      }
      bytes.removeSubrange(...newline)
    }
    guard let node = try? JSONParser().parse(bytes, file: path), let members = node.objectMembers else {
      return false
    }
    let keys = Set(members.map(\.key))
    let isTrace = keys.contains("tracereplay") || (keys.contains("phase") && !keys.contains("type"))
    return !isTrace
  }
}
