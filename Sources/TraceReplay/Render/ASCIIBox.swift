/// The columns and rows of a box outline, inclusive.
struct ASCIIBox: Equatable, Sendable {
  var left: Int
  var top: Int
  var right: Int
  var bottom: Int
}
