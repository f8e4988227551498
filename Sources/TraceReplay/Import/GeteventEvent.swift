/// One decoded input event.
struct GeteventEvent: Sendable, Equatable {
  var type: Int
  var code: Int
  var value: Int
  var time: Double
  var line: Int
}
