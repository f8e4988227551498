/// One character cell of the grid.
struct ASCIICell: Equatable, Sendable {
  var column: Int
  var row: Int
}
