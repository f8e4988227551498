/// Distinct record kinds, each kept once and known by its number in the order first met, so
/// that `perturb` holds a number per outcome instead of a record: the outcomes of a recording
/// repeat a few kinds (a tap's `touchDown`, its `touchUpInside` and the action it sends) across
/// hundreds of thousands of touches.
///
/// With `distinguishesZeroSigns` two kinds are one only when they would print the same: `-0.0`
/// and `0.0` are equal numbers but are written differently, so a kind that holds one is not the
/// kind that holds the other. Without it, kinds are one when they are equal (`==`), as
/// dictionary keys are.
///
/// Mechanism only (docs/performance.md): an open-addressing table of numbers into `kinds`, so
/// each kind is stored once (a dictionary keyed by kind would store it a second time).
struct OutcomeKinds: Sendable {
  /// The kinds by number.
  private(set) var kinds: [ReplayRecord.Kind] = []
  let distinguishesZeroSigns: Bool
  /// For each kind, which of its numbers are a negative zero (`negativeZeros(_:)`).
  private var zeroSigns: [UInt8] = []
  /// Numbers into `kinds` (-1 for an empty slot), at most half full.
  private var slots = [Int32](repeating: -1, count: 16)

  init(distinguishesZeroSigns: Bool) {
    self.distinguishesZeroSigns = distinguishesZeroSigns
  }

  var count: Int { kinds.count }

  subscript(number: Int32) -> ReplayRecord.Kind { kinds[Int(number)] }

  /// The number of `kind`, added if it is new.
  mutating func number(of kind: ReplayRecord.Kind) -> Int32 {
    let signs = distinguishesZeroSigns ? Self.negativeZeros(kind) : 0
    if let found = find(kind, signs) { return found }
    if (kinds.count + 1) * 2 > slots.count { grow() }
    let number = Int32(kinds.count)
    kinds.append(kind)
    zeroSigns.append(signs)
    place(number)
    return number
  }

  /// The number of `kind`, or nil when it is not here.
  func number(ofExisting kind: ReplayRecord.Kind) -> Int32? {
    find(kind, distinguishesZeroSigns ? Self.negativeZeros(kind) : 0)
  }

  private func find(_ kind: ReplayRecord.Kind, _ signs: UInt8) -> Int32? {
    let mask = slots.count - 1
    var slot = Self.hash(kind, signs) & mask
    while slots[slot] >= 0 {
      let number = Int(slots[slot])
      if zeroSigns[number] == signs && kinds[number] == kind { return slots[slot] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private mutating func place(_ number: Int32) {
    let mask = slots.count - 1
    var slot = Self.hash(kinds[Int(number)], zeroSigns[Int(number)]) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = number
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    for number in kinds.indices { place(Int32(number)) }
  }

  private static func hash(_ kind: ReplayRecord.Kind, _ signs: UInt8) -> Int {
    var hasher = Hasher()
    hasher.combine(kind)
    hasher.combine(signs)
    return hasher.finalize()
  }

  /// One bit for each number of an outcome kind (a scroll's offset, a control's value, a
  /// pinch's scale or a rotation) that is a negative zero: the only numbers that are equal
  /// (`==`) to one that prints differently. The kinds that are not outcomes have none here.
  static func negativeZeros(_ kind: ReplayRecord.Kind) -> UInt8 {
    func bit(_ value: Double?, _ shift: UInt8) -> UInt8 {
      guard let value, value == 0, value.sign == .minus else { return 0 }
      return 1 << shift
    }
    switch kind {
    case .scroll(let scroll): return bit(scroll.x, 0) | bit(scroll.y, 1)
    case .controlEvent(let event):
      switch event.value {
      case .double(let value)?: return bit(value, 0)
      case .float(let value)?: return bit(Double(value), 0)
      default: return 0
      }
    case .gesture(let gesture): return bit(gesture.scale, 0) | bit(gesture.rotation, 1)
    default: return 0
    }
  }
}
