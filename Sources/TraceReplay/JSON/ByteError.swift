/// A problem found at a byte offset, before it becomes a `Diagnostic` with a line and a column.
struct ByteError: Error {
  /// What sort of problem it is; the reader treats some sorts as fatal even when lenient.
  enum Kind: Sendable {
    case syntax
    case binary
    case notUTF8
    case field
    case misplacedHeader
    /// A line that is not a JSON object at all (a comment, a stray word).
    case notAnObject
  }

  var offset: Int
  var message: String
  var notes: [String]
  var kind: Kind

  init(at offset: Int, _ message: String, notes: [String] = [], kind: Kind = .syntax) {
    self.offset = offset
    self.message = message
    self.notes = notes
    self.kind = kind
  }
}
