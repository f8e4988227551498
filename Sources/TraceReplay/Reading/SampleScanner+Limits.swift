extension SampleScanner {
  /// The largest accepted `t`, in seconds (about 31 years).
  package static let maxTime: Double = 1e9
  /// The largest accepted magnitude of `x`, `y`, `force` and `radius`.
  package static let maxCoordinate: Double = 1e7
  /// The longest accepted string id, in UTF-8 bytes.
  package static let maxIDLength = 256
  /// The sample fields a line must have, in the order they are reported when missing.
  static let requiredFields = "t, id, phase, x and y"
}
