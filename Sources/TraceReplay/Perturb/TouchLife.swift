/// One touch of a trace, from its `began` to its end, with the view it was bound to and the
/// scene's geometry as the unchanged replay had it when the touch happened (`PerturbBaseline`).
///
/// A touch's samples are not copied: each touch keeps the positions of its samples in the
/// trace's samples (one array shared by every touch, `Samples`), so a recording's touches cost
/// a few words each beside the samples `ReplayFixture` holds anyway.
struct TouchLife {
  var id: TouchID
  var samples: Samples
  /// The scene id of the view the unchanged replay bound it to.
  var view: String?
  /// Its view and that view's named ancestors, nearest first (the window left out).
  var chain: [String] = []
  /// Where it began against each view it was in: its view and that view's named ancestors,
  /// nearest first, measured when it began (after any scrolling, through any transform).
  var beganIn: [(view: String, edge: ExplainGeometry.Edge)] = []
  /// The nearest edge where it began of any view hit-testing could have given it to.
  var hitTest: (view: String, edge: ExplainGeometry.Edge)?
  /// For each declared recognizer that saw it and cancels touches in its view, the nearest view
  /// inside the recognizer's view that refuses that recognizer (`gestureRecognizerShouldBegin`
  /// answers false: UIKit's control veto), and where the touch began against it.
  var vetoes: [(recognizer: String, view: String, edge: ExplainGeometry.Edge)] = []
  /// The nearest scroll view around its view that held content touches back when it began
  /// (`delaysContentTouches`), with the axes it could scroll along then, whether its view is a
  /// control, and whether the scroll view may not take the touch from the view once it has it
  /// (`canCancelContentTouches` false, or `touchesShouldCancel(in:)` answers false: R18).
  var delayedBy: (scrollView: String, horizontal: Bool, vertical: Bool, control: Bool, keeps: Bool)?
  /// Where it ended against its control's touch area (bounds grown by the touch margin).
  var endedInArea: ExplainGeometry.Edge?
  /// The sample after its `began` nearest to its control's touch-area edge, as the scene was
  /// then: where a drag goes in or out, and so where the drag events it has change.
  var nearestToArea: (t: Double, edge: ExplainGeometry.Edge)?

  var began: TouchSample { samples[0] }
  var last: TouchSample { samples[samples.count - 1] }

  /// The samples of one touch, in file order: positions into the trace's samples.
  struct Samples: RandomAccessCollection {
    /// The trace's samples (the array `ReplayFixture` holds: shared, not copied).
    let trace: [TouchSample]
    /// The positions in `trace` of this touch's samples (a slice of one array for all touches).
    let positions: ArraySlice<Int>

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }
    subscript(index: Int) -> TouchSample { trace[positions[positions.startIndex + index]] }
  }

  /// The touches of `samples`, in the order they began: each from its `began` to the first
  /// `ended` or `cancelled` of its id; a sample of an id with no touch down belongs to none.
  static func lives(of samples: [TouchSample]) -> [TouchLife] {
    // Each sample's touch (-1 for none), then the positions grouped by touch, each group in
    // file order.
    var touchOf = [Int](repeating: -1, count: samples.count)
    var counts: [Int] = []
    var open: [TouchID: Int] = [:]
    for (position, sample) in samples.enumerated() {
      if sample.phase == .began {
        open[sample.id] = counts.count
        counts.append(0)
      }
      guard let touch = open[sample.id] else { continue }
      touchOf[position] = touch
      counts[touch] += 1
      if sample.phase == .ended || sample.phase == .cancelled { open[sample.id] = nil }
    }
    var starts = [Int](repeating: 0, count: counts.count + 1)
    for touch in counts.indices { starts[touch + 1] = starts[touch] + counts[touch] }
    var next = starts
    var positions = [Int](repeating: 0, count: starts[counts.count])
    for (position, touch) in touchOf.enumerated() where touch >= 0 {
      positions[next[touch]] = position
      next[touch] += 1
    }
    return counts.indices.map { touch in
      let group = Samples(trace: samples, positions: positions[starts[touch]..<starts[touch + 1]])
      return TouchLife(id: group[0].id, samples: group)
    }
  }

  /// The largest distance from where the touch began, along either axis and as a distance.
  var movement: (axis: Double, distance: Double) {
    var axis = 0.0
    var distance = 0.0
    for sample in samples {
      let dx = abs(sample.x - began.x)
      let dy = abs(sample.y - began.y)
      axis = max(axis, dx, dy)
      distance = max(distance, (dx * dx + dy * dy).squareRoot())
    }
    return (axis, distance)
  }

  /// How long the touch was down.
  var duration: Double { last.t - began.t }

  /// Whether it ended by lifting (not cancelled, not left down).
  var lifted: Bool { samples.count > 1 && last.phase == .ended }

  /// The first sample at which it had moved `distance` from where it began along one of the
  /// axes allowed (`horizontal`, `vertical`).
  func firstSample(movedAtLeast distance: Double, horizontal: Bool, vertical: Bool) -> TouchSample? {
    samples.first { sample in
      (horizontal && abs(sample.x - began.x) >= distance) || (vertical && abs(sample.y - began.y) >= distance)
    }
  }
}
