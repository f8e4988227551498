/// A record's facts with the time they happened: `touch.t`, `touch.phase`.
@dynamicMemberLookup
public struct Timed<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The timestamp of the event being delivered, in seconds.
  public var t: Double
  /// The record's facts (named so that a fact called `value`, a control's, stays reachable as
  /// `event.value`).
  public var record: Value

  /// Creates a timed value.
  public init(t: Double, _ record: Value) {
    self.t = t
    self.record = record
  }

  /// A fact of the record, as if it were the record's own property.
  public subscript<Field>(dynamicMember keyPath: KeyPath<Value, Field>) -> Field {
    record[keyPath: keyPath]
  }
}
