extension Synthesizer {
  typealias Point = (x: Double, y: Double)

  func run(_ statement: SynthStatement, in state: inout SynthState, lines: [Substring]) throws {
    /// Fails when a moving gesture of `duration` would need more samples than allowed.
    func checkSteps(_ duration: Double) throws {
      guard duration * Double(state.rate) > Double(Self.maximumStepsPerGesture) else { return }
      let line = statement.line <= lines.count ? String(lines[statement.line - 1]) : nil
      throw SynthDiagnostics.error(
        file: file, line: statement.line, column: statement.column, sourceLine: line,
        "this gesture would need more than \(Self.maximumStepsPerGesture) samples at \(state.rate) Hz; "
          + "shorten it or lower the rate")
    }
    /// The duration of a path walked at `pace`; a speed along a path with no length is an error.
    func duration(of path: [Point], at pace: SynthPace) throws -> Double {
      switch pace {
      case .duration(let seconds):
        try checkSteps(seconds)
        return seconds
      case .speed(let speed):
        let length = Self.length(of: path)
        guard length > 0 else {
          let line = statement.line <= lines.count ? String(lines[statement.line - 1]) : nil
          throw SynthDiagnostics.error(
            file: file, line: statement.line, column: statement.column, sourceLine: line,
            "this \(statement.keyword) has no length, so it cannot go at a speed; use 'over' for a duration")
        }
        try checkSteps(length / speed)
        return length / speed
      }
    }
    if case .pinch(_, _, _, let seconds) = statement.kind { try checkSteps(seconds) }
    switch statement.kind {
    case .rate(let hz):
      state.rate = hz
    case .tapDuration(let seconds):
      state.tapDuration = seconds
    case .wait(let seconds):
      state.wait(seconds)
    case .tap(let target):
      tap(at: try resolve(target, lines), in: &state)
    case .doubleTap(let target):
      let point = try resolve(target, lines)
      tap(at: point, in: &state)
      // The second tap begins 0.15 s after the first one lifted.
      state.cursor += 0.15 - state.period
      state.lastEnd = nil
      tap(at: point, in: &state)
    case .longPress(let target, let duration):
      let point = try resolve(target, lines)
      let start = state.cursor
      state.emit(start, finger: 1, .began, point)
      state.emit(start + duration, finger: 1, .ended, point)
      state.finish(at: start + duration)
    case .drag(let targets, let pace, let easing):
      let path = try targets.map { try resolve($0, lines) }
      let seconds = try duration(of: path, at: pace)
      if pace.isSpeed {
        move(fingers: [path], steadilyOver: seconds, in: &state)
      } else {
        move(fingers: [path], duration: seconds, easing: easing, in: &state)
      }
    case .swipe(let target, let direction, let distance, let pace):
      let from = try resolve(target, lines)
      let to: Point
      switch direction {
      case .left: to = (from.x - distance, from.y)
      case .right: to = (from.x + distance, from.y)
      case .up: to = (from.x, from.y - distance)
      case .down: to = (from.x, from.y + distance)
      }
      let seconds = try duration(of: [from, to], at: pace)
      if pace.isSpeed {
        move(fingers: [[from, to]], steadilyOver: seconds, in: &state)
      } else {
        move(fingers: [[from, to]], duration: seconds, easing: .linear, in: &state)
      }
    case .pinch(let target, let outward, let distance, let duration):
      let centre = try resolve(target, lines)
      let near = 20.0
      let far = near + distance / 2
      let (start, end) = outward ? (near, far) : (far, near)
      let left = [(x: centre.x - start, y: centre.y), (x: centre.x - end, y: centre.y)]
      let right = [(x: centre.x + start, y: centre.y), (x: centre.x + end, y: centre.y)]
      move(fingers: [left, right], duration: duration, easing: .linear, in: &state)
    case .twoFingerTap(let target):
      let centre = try resolve(target, lines)
      let start = state.cursor
      let points = [(x: centre.x - 10, y: centre.y), (x: centre.x + 10, y: centre.y)]
      for (finger, point) in points.enumerated() { state.emit(start, finger: finger + 1, .began, point) }
      let end = start + state.tapDuration
      for (finger, point) in points.enumerated() { state.emit(end, finger: finger + 1, .ended, point) }
      state.finish(at: end)
    }
  }

  /// A began and, `tap-duration` later, an ended at the same point.
  func tap(at point: Point, in state: inout SynthState) {
    let start = state.cursor
    state.emit(start, finger: 1, .began, point)
    state.emit(start + state.tapDuration, finger: 1, .ended, point)
    state.finish(at: start + state.tapDuration)
  }

  /// Moves each finger along its path together: began, a moved per sample period, the last moved
  /// at the path's end, then ended one period later at the same point.
  func move(fingers paths: [[Point]], duration: Double, easing: SynthEasing, in state: inout SynthState) {
    let start = state.cursor
    let steps = max(1, Int((duration * Double(state.rate)).rounded()))
    for (finger, path) in paths.enumerated() {
      state.emit(start, finger: finger + 1, .began, path[0])
    }
    for step in 1...steps {
      let t = start + Double(step) / Double(state.rate)
      let progress = easing.apply(Double(step) / Double(steps))
      for (finger, path) in paths.enumerated() {
        state.emit(t, finger: finger + 1, .moved, Self.point(along: path, at: progress))
      }
    }
    let end = start + Double(steps + 1) / Double(state.rate)
    for (finger, path) in paths.enumerated() {
      state.emit(end, finger: finger + 1, .ended, path[path.count - 1])
    }
    state.finish(at: end)
  }

  /// Moves each finger along its path at one speed, taking `duration` in all: a moved per sample
  /// period while the path lasts, at the point the speed has reached by then, and a last moved at
  /// exactly `duration` (between two periods when the duration is not a whole number of them), so
  /// every move, the last included, goes at the speed; ended one period after the last moved.
  func move(fingers paths: [[Point]], steadilyOver duration: Double, in state: inout SynthState) {
    let start = state.cursor
    let rate = Double(state.rate)
    // Periods that end before the path does (a microsecond's slack: times are written in them).
    let whole = max(0, Int((duration * rate + 1e-6 * rate).rounded(.down)))
    let lastOnGrid = Double(whole) / rate
    let endsOnGrid = whole > 0 && duration - lastOnGrid < 1e-6
    for (finger, path) in paths.enumerated() {
      state.emit(start, finger: finger + 1, .began, path[0])
    }
    for step in stride(from: 1, through: whole, by: 1) {
      let elapsed = Double(step) / rate
      let progress = endsOnGrid && step == whole ? 1 : elapsed / duration
      for (finger, path) in paths.enumerated() {
        state.emit(start + elapsed, finger: finger + 1, .moved, Self.point(along: path, at: progress))
      }
    }
    let last = endsOnGrid ? start + lastOnGrid : start + duration
    if !endsOnGrid {
      for (finger, path) in paths.enumerated() {
        state.emit(last, finger: finger + 1, .moved, path[path.count - 1])
      }
    }
    let end = last + state.period
    for (finger, path) in paths.enumerated() {
      state.emit(end, finger: finger + 1, .ended, path[path.count - 1])
    }
    state.finish(at: end)
  }

  /// The length of a polyline.
  static func length(of path: [Point]) -> Double {
    zip(path, path.dropFirst()).reduce(0) { total, pair in
      let (a, b) = pair
      return total + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
  }

  /// The point at `progress` (0...1) of the polyline's length; equal shares when it has none.
  static func point(along path: [Point], at progress: Double) -> Point {
    guard path.count > 1 else { return path[0] }
    let lengths = zip(path, path.dropFirst()).map { a, b in
      ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
    let total = lengths.reduce(0, +)
    let segmentCount = Double(lengths.count)
    var remaining = total > 0 ? progress * total : progress * segmentCount
    for (index, length) in lengths.enumerated() {
      let size = total > 0 ? length : 1
      if remaining <= size || index == lengths.count - 1 {
        let f = size > 0 ? min(max(remaining / size, 0), 1) : 1
        let a = path[index]
        let b = path[index + 1]
        return (a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
      }
      remaining -= size
    }
    return path[path.count - 1]
  }
}
