extension Sequence where Element == ReplayRecord {
  /// The records as `run` prints them in `format`, without colour: the same bytes as a replay
  /// written straight to an output.
  public func formatted(_ format: ReplayRequest.Format) -> String {
    let output = StringOutput()
    let sink = RecordSink(format: format, output: output, colors: false)
    for record in self { sink.report(record) }
    return output.text
  }
}
