/// What part of a replay to draw: a time window and one control to focus on.
package struct RenderOptions: Sendable, Equatable {
  /// Records before this time are left out.
  package var from: Double?
  /// Records after this time are left out.
  package var to: Double?
  /// Only this control's events and the fingers that touched it; the scene view zooms onto it.
  package var control: String?

  package init(from: Double? = nil, to: Double? = nil, control: String? = nil) {
    self.from = from
    self.to = to
    self.control = control
  }

  /// Whether `t` is inside the time window.
  func includes(_ t: Double) -> Bool {
    (from.map { t >= $0 } ?? true) && (to.map { t <= $0 } ?? true)
  }

  /// Reads `FROM..TO`, `FROM..` or `..TO` (seconds); `nil` when malformed or reversed.
  package static func timeWindow(_ text: String) -> (from: Double?, to: Double?)? {
    let parts = text.split(separator: "..", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !(parts[0].isEmpty && parts[1].isEmpty) else { return nil }
    func bound(_ part: Substring) -> Double?? {
      if part.isEmpty { return .some(nil) }
      guard let value = Double(part.trimmingSpaces), value.isFinite else { return nil }
      return .some(value)
    }
    guard let from = bound(parts[0]), let to = bound(parts[1]) else { return nil }
    if let from, let to, from > to { return nil }
    return (from, to)
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
