import UIKitModel

/// The names of control-event sets, looked up once each: a replay names the same few sets
/// millions of times.
struct EventNameCache {
  /// The names of each single event, by bit; sets of several events go through `sets`.
  private var singles: [[String]?] = Array(repeating: nil, count: 64)
  private var sets: [UInt: [String]] = [:]
  /// Whether names are kept at all (`FastPaths`); off, each set is named again.
  private let enabled = FastPaths.enabled

  /// The names of the single events in `events`, in raw-value order.
  mutating func names(_ events: UIControl.Event) -> [String] {
    guard enabled else { return events.names }
    let raw = events.rawValue
    if raw != 0 && raw & (raw - 1) == 0 {
      let bit = raw.trailingZeroBitCount
      if let names = singles[bit] { return names }
      let names = events.names
      singles[bit] = names
      return names
    }
    if let names = sets[raw] { return names }
    let names = events.names
    sets[raw] = names
    return names
  }
}
