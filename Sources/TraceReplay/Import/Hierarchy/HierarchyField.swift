/// One `key = value` (or `key: value`) part of a view's debug description, as printed.
struct HierarchyField: Sendable, Equatable {
  /// The key as printed (`frame`, `contentOffset`); the whole part when it has no `=` or `:`.
  var key: String
  /// The value's text, trimmed; empty when the part has no value.
  var value: String
  /// The 1-based column (UTF-8 bytes) of the value's first byte, or of the key when there is no value.
  var column: Int
}
