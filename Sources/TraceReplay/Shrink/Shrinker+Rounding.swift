extension Shrinker {
  /// The samples at `indices` with coordinates and times rounded as far as the goal still
  /// holds: times moved to start at 0, coordinates to whole points (all at once, else sample by
  /// sample), then times to tenths, hundredths or thousandths of a second.
  func round(_ indices: [Int]) -> [TouchSample] {
    var current = indices.map { all[$0] }
    let touches = indices.map { touchOf[$0] }
    func attempt(_ candidate: [TouchSample]) {
      let candidate = candidate.map(Self.written)
      if candidate != current && holds(candidate, touches: touches) { current = candidate }
    }
    if let first = current.first?.t, first != 0 {
      attempt(
        current.map {
          var sample = $0; sample.t -= first; return sample
        })
    }
    let whole = current.map { sample -> TouchSample in
      var sample = sample
      sample.x = sample.x.rounded()
      sample.y = sample.y.rounded()
      return sample
    }
    attempt(whole)
    if current != whole {
      for index in current.indices
      where current[index].x != whole[index].x || current[index].y != whole[index].y {
        var candidate = current
        candidate[index].x = candidate[index].x.rounded()
        candidate[index].y = candidate[index].y.rounded()
        attempt(candidate)
      }
    }
    for step in [0.1, 0.01, 0.001] {
      let before = current
      attempt(
        current.map {
          var sample = $0; sample.t = ($0.t / step).rounded() * step; return sample
        })
      if current != before { break }
    }
    return current
  }
}
