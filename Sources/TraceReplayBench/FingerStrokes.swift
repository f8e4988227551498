/// The moves of a generated gesture: every finger goes in a straight line from its start to its
/// end in `moves + 1` steps, the last of which lifts it. Shared by the bench's trace generators.
enum FingerStrokes {
  /// One finger's sample in a step.
  struct Sample {
    var id: Int
    var phase: String
    var point: (Double, Double)
  }

  /// Each step's samples, fingers in order (finger `i` has id `i + 1`).
  static func steps(from starts: [(Double, Double)], to ends: [(Double, Double)], moves: Int) -> [[Sample]] {
    (1...(moves + 1)).map { step in
      let fraction = Double(step) / Double(moves + 1)
      return starts.indices.map { finger in
        Sample(
          id: finger + 1, phase: step == moves + 1 ? "ended" : "moved",
          point: (
            starts[finger].0 + (ends[finger].0 - starts[finger].0) * fraction,
            starts[finger].1 + (ends[finger].1 - starts[finger].1) * fraction
          ))
      }
    }
  }
}
