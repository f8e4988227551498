import Foundation

/// A symbol of the simplex tableau: a variable the caller named (`external`) or one the solver made
/// for a constraint (a slack for an inequality, a pair of errors for a non-required equality, a
/// dummy marker for a required equality, an artificial variable for phase I).
struct CassowarySymbol: Hashable, Comparable {
  enum Kind: UInt8 {
    /// Unrestricted: may take any value; the caller's variables.
    case external
    /// Restricted to be non-negative: turns an inequality into an equation.
    case slack
    /// Restricted to be non-negative: how far a non-required constraint is from being met.
    case error
    /// Restricted to zero: marks a required equality so that it can be removed again.
    case dummy
    /// Phase I only: a variable that measures how far a new row is from being feasible.
    case artificial
  }

  /// The order the symbol was made in: ties are broken by the lowest id (Bland's rule), so that
  /// the solver's choices never depend on hashing.
  let id: Int
  let kind: Kind

  /// Whether the symbol must stay non-negative (every kind but `external`).
  var isRestricted: Bool { kind != .external }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One row of the tableau: `basic = constant + Σ coefficient × symbol` over parametric symbols,
/// or, while a constraint is being added, `0 = constant + Σ coefficient × symbol`.
struct CassowaryRow {
  /// Coefficients closer to zero than this are dropped; values this close are equal.
  static let epsilon = 1.0e-8

  var constant: Double
  private(set) var cells: [CassowarySymbol: Double]

  init(constant: Double = 0) {
    self.constant = constant
    self.cells = [:]
  }

  /// The symbol's coefficient, zero when absent.
  func coefficient(of symbol: CassowarySymbol) -> Double {
    cells[symbol] ?? 0
  }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
  mutating func add(_ symbol: CassowarySymbol, times coefficient: Double) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if abs(sum) < Self.epsilon {
      cells.removeValue(forKey: symbol)
    } else {
      cells[symbol] = sum
    }
  }

  /// Adds `coefficient × row`.
  mutating func add(_ row: CassowaryRow, times coefficient: Double) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { add(symbol, times: value * coefficient) }
  }

  /// Removes a symbol's cell.
  mutating func remove(_ symbol: CassowarySymbol) {
    cells.removeValue(forKey: symbol)
  }

  /// Multiplies the row by -1 (allowed for `0 = row`).
  mutating func negate() {
    constant = -constant
    for symbol in Array(cells.keys) { cells[symbol] = -(cells[symbol] ?? 0) }
  }

  /// Turns `0 = row` into `symbol = row'`: the row solved for `symbol`, which must be in it.
  mutating func solve(for symbol: CassowarySymbol) {
    let coefficient = coefficient(of: symbol)
    cells.removeValue(forKey: symbol)
    let scale = -1 / coefficient
    constant *= scale
    for key in Array(cells.keys) { cells[key] = (cells[key] ?? 0) * scale }
  }

  /// Turns `basic = row` into `entering = row'` (a pivot): `entering` must be in the row.
  mutating func solve(for entering: CassowarySymbol, replacing basic: CassowarySymbol) {
    add(basic, times: -1)
    solve(for: entering)
  }

  /// Replaces `symbol` by the expression `row` wherever it appears in this row.
  mutating func substitute(_ symbol: CassowarySymbol, with row: CassowaryRow) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    add(row, times: coefficient)
  }
}
