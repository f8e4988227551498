extension Shrinker {
  /// `sample` as a trace file holds it (`TraceWriter` writes times to the microsecond and
  /// coordinates, force and radius to 1/1000 point; `run` reads back exactly these doubles).
  static func written(_ sample: TouchSample) -> TouchSample {
    var sample = sample
    sample.t = TraceWriter.writtenTime(sample.t)
    sample.x = TraceWriter.writtenCoordinate(sample.x)
    sample.y = TraceWriter.writtenCoordinate(sample.y)
    sample.force = sample.force.map(TraceWriter.writtenCoordinate)
    sample.radius = sample.radius.map(TraceWriter.writtenCoordinate)
    return sample
  }

  /// The samples as a trace file can hold them: each written as `written` does, where two
  /// samples of one finger would land on one microsecond (a trace read with times closer than
  /// that, or a touch that `--lenient` cancelled at the time it began), a move is dropped and a
  /// began, end or cancel is a microsecond later; times never go back.
  static func writtenTrace(_ samples: [TouchSample]) -> [TouchSample] {
    var result: [TouchSample] = []
    result.reserveCapacity(samples.count)
    var last = 0.0
    var lastOfTouch: [TouchID: Double] = [:]
    for sample in samples {
      var written = Self.written(sample)
      written.t = max(written.t, last)
      if let previous = lastOfTouch[sample.id], written.t <= previous {
        if sample.phase == .moved || sample.phase == .stationary { continue }
        written.t = TraceWriter.writtenTime(previous + 1e-6)
      }
      lastOfTouch[sample.id] = written.t
      last = written.t
      result.append(written)
    }
    return result
  }

  /// Whether `samples` are a trace the reader accepts: times never go back, each finger
  /// begins before anything else, once per lift, and has one sample per time.
  static func isValid(_ samples: [TouchSample]) -> Bool {
    var down: [TouchID: Double] = [:]
    var lastOfTouch: [TouchID: Double] = [:]
    var last = -Double.infinity
    for sample in samples {
      guard sample.t >= last, sample.t >= 0 else { return false }
      last = sample.t
      if let previous = lastOfTouch[sample.id], previous == sample.t { return false }
      lastOfTouch[sample.id] = sample.t
      if sample.phase == .began {
        if down[sample.id] != nil { return false }
        down[sample.id] = sample.t
        continue
      }
      guard let time = down[sample.id], sample.t > time else { return false }
      down[sample.id] = sample.phase == .ended || sample.phase == .cancelled ? nil : sample.t
    }
    return down.isEmpty
  }
}
