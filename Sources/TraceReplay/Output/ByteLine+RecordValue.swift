extension ByteLine {
  /// Appends a control's value as both formats spell it, a `Float` through `repeated`: a
  /// slider's value is reported by several records in a row, and is formatted once while it
  /// repeats.
  func append(_ value: RecordValue, repeated: RepeatedBytes) {
    switch value {
    case .float(let v):
      if repeated.append(UInt64(v.bitPattern), to: self) { return }
      let start = count
      append(string: NumberFormat.json(v))
      repeated.keep(UInt64(v.bitPattern), from: start, of: self)
    case .double(let v): append(json: v)
    case .bool(let v): append(v ? "true" : "false")
    case .int(let v): append(int: v)
    }
  }
}
