/// A touch that is down: its trace id and last raw position.
struct GeteventFinger: Sendable, Equatable {
  var id: Int
  var trackingID: Int?
  var x: Double
  var y: Double
}
