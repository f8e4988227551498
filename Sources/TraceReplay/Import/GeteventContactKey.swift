/// How a contact is recognised from one frame to the next.
enum GeteventContactKey: Hashable, Sendable, Comparable {
  case single
  case slot(Int)
  case tracking(Int)
  case anonymous(Int)
}
