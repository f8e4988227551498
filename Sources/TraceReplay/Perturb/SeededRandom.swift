/// A small seeded random number generator, SplitMix64 (Steele, Lea and Flood): the same seed
/// gives the same numbers on every machine and every Swift version, which the standard
/// library's generator does not promise. No globals: each run of `perturb` makes its own from
/// the seed and the run's index, so the output does not depend on how runs share threads.
package struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The generator of run `index` of a perturbation seeded with `seed`: the seed and the index
  /// mixed, so neighbouring runs are not correlated.
  package init(seed: UInt64, run index: Int) {
    var mixer = SeededRandom(seed: seed)
    let base = mixer.next()
    state = base ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
    _ = next()
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in [0, 1) with 53 random bits, the same on every machine.
  package mutating func unit() -> Double {
    Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
  }

  /// A number in [-limit, limit].
  package mutating func symmetric(_ limit: Double) -> Double {
    (unit() * 2 - 1) * limit
  }
}
