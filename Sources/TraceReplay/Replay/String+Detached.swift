extension String {
  /// The string in storage of its own, shared with no other string: what a record carries when
  /// its text comes from a model object (a selector's name, a control's value name, a view's
  /// id). The model counts its references without atomic operations, so a string it holds must
  /// not also be counted on the writing thread (docs/performance.md, "One thread per model").
  var detached: String {
    var source = self
    return source.withUTF8 { String(decoding: $0, as: UTF8.self) }
  }
}
