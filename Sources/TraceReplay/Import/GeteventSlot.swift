/// A protocol B slot.
struct GeteventSlot: Sendable, Equatable {
  var trackingID: Int?
  var x: Double?
  var y: Double?
}
