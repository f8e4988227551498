/// A swipe direction.
enum SynthDirection: String, Sendable, CaseIterable {
  case left, right, up, down
}
