import Foundation

/// The random changes of one run of `perturb`, applied to a trace's samples.
struct Perturbation {
  let options: PerturbOptions
  /// For each sample of the trace, the touch (by the order touches began) it belongs to.
  let touchOfSample: [Int]
  let touches: Int
  /// The window a moved finger stays in, as a digitizer reports only points on the glass; nil
  /// to move fingers anywhere.
  let window: CGSize?

  /// The perturbation of the trace `samples` (the same ones `apply` is given), keeping moved
  /// fingers inside `window`.
  init(options: PerturbOptions, samples: [TouchSample], window: CGSize? = nil) {
    self.options = options
    self.window = window
    var open: [TouchID: Int] = [:]
    var touchOfSample: [Int] = []
    touchOfSample.reserveCapacity(samples.count)
    var touches = 0
    for sample in samples {
      if sample.phase == .began {
        open[sample.id] = touches
        touches += 1
      }
      touchOfSample.append(open[sample.id] ?? -1)
    }
    self.touchOfSample = touchOfSample
    self.touches = touches
  }

  /// `samples` changed with the numbers of `random`: every touch (from its `began` to its end)
  /// moved by one offset drawn uniformly from the disc of radius `jitter`, the times stretched by
  /// one factor between 1/scale and scale, then each time moved by up to `timeJitter` while each
  /// finger's samples keep their order. The result is sorted by time (ties in file order).
  func apply(to samples: [TouchSample], random: inout SeededRandom) -> [TouchSample] {
    var result = samples
    if options.jitter > 0 {
      // One offset per touch, drawn in the order the touches began.
      var offsets: [(Double, Double)] = []
      offsets.reserveCapacity(touches)
      for _ in 0..<touches { offsets.append(Self.disc(options.jitter, &random)) }
      for index in result.indices where touchOfSample[index] >= 0 {
        let (dx, dy) = offsets[touchOfSample[index]]
        result[index].x = onGlass(result[index].x, moved: dx, within: window.map { Double($0.width) })
        result[index].y = onGlass(result[index].y, moved: dy, within: window.map { Double($0.height) })
      }
    }
    guard options.scale > 1 || options.timeJitter > 0, let first = result.first?.t else { return result }
    if options.scale > 1 {
      let factor = exp(random.symmetric(log(options.scale)))
      for index in result.indices { result[index].t = first + (result[index].t - first) * factor }
    }
    if options.timeJitter > 0 {
      // Each finger's samples stay in order, a microsecond apart at least (the trace format's unit).
      var last: [TouchID: Double] = [:]
      for index in result.indices {
        var time = max(0, result[index].t + random.symmetric(options.timeJitter))
        if let previous = last[result[index].id], time < previous + 1e-6 { time = previous + 1e-6 }
        result[index].t = time
        last[result[index].id] = time
      }
      // A stable sort: the same times keep the file's order.
      let order = result.indices.sorted { (result[$0].t, $0) < (result[$1].t, $1) }
      result = order.map { result[$0] }
    }
    return result
  }

  /// `coordinate + offset`, kept on the glass `0..<extent` as a digitizer reports it: a finger
  /// moved past the screen's edge is seen at the edge. A coordinate already off the glass in the
  /// trace (a scene smaller than the screen) is moved as it is.
  func onGlass(_ coordinate: Double, moved offset: Double, within extent: Double?) -> Double {
    let moved = coordinate + offset
    guard let extent, extent > 0, coordinate >= 0, coordinate < extent else { return moved }
    return min(max(moved, 0), extent.nextDown)
  }

  /// A point drawn uniformly from the disc of radius `radius` (by rejection: arithmetic only, so
  /// the same on every machine).
  static func disc(_ radius: Double, _ random: inout SeededRandom) -> (Double, Double) {
    while true {
      let x = random.symmetric(1)
      let y = random.symmetric(1)
      if x * x + y * y <= 1 { return (x * radius, y * radius) }
    }
  }
}
