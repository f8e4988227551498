/// One change to a file's text: the bytes of `range` replaced by `replacement` (an insertion
/// when the range is empty).
struct PortEdit: Sendable, Equatable {
  var range: Range<Int>
  var replacement: String

  /// The text of `bytes[range]` with the `edits` that lie inside it applied; insertions at the
  /// same offset keep their order.
  static func apply(_ edits: [PortEdit], to bytes: [UInt8], in range: Range<Int>) -> String {
    let inside = edits.enumerated()
      .filter { range.contains($0.element.range.lowerBound) }
      .sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }
      .map(\.element)
    var out: [UInt8] = []
    out.reserveCapacity(range.count + 256)
    var cursor = range.lowerBound
    for edit in inside where edit.range.lowerBound >= cursor {
      out.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
      out.append(contentsOf: edit.replacement.utf8)
      cursor = min(max(cursor, edit.range.upperBound), range.upperBound)
    }
    out.append(contentsOf: bytes[cursor..<range.upperBound])
    return String(decoding: out, as: UTF8.self)
  }
}
