import Foundation

/// A variable of a linear constraint system; its identity is the object.
final class CassowaryVariable {
  /// A name for descriptions and tests.
  let name: String

  init(_ name: String) {
    self.name = name
  }
}

/// A linear constraint `Σ coefficient × variable + constant (relation) 0` with a strength.
final class CassowaryConstraint {
  enum Relation {
    case lessOrEqual
    case equal
    case greaterOrEqual
  }

  /// Non-required constraints are weighted in the objective; required ones must hold.
  enum Strength: Equatable {
    case required
    case weight(Double)
  }

  let terms: [(variable: CassowaryVariable, coefficient: Double)]
  let constant: Double
  let relation: Relation
  let strength: Strength

  init(
    _ terms: [(variable: CassowaryVariable, coefficient: Double)], constant: Double,
    _ relation: Relation, strength: Strength = .required
  ) {
    self.terms = terms
    self.constant = constant
    self.relation = relation
    self.strength = strength
  }
}

/// The Cassowary incremental simplex solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001), written from the paper's description.
///
/// The tableau is kept in solved form: each basic symbol is a row over parametric symbols, every
/// restricted basic symbol has a non-negative constant, and the objective (the weighted errors
/// of the non-required constraints) is a row over parametric symbols. Adding a constraint
/// substitutes the basic symbols into it, picks a subject to make basic (phase I with an
/// artificial variable when none fits) and re-optimizes with primal simplex pivots; removing one
/// pivots its marker into the basis and drops that row. A value is its basic row's constant, or
/// zero for a parametric symbol.
///
/// Every choice takes the lowest symbol id among equals (Bland's rule): no cycling, and results
/// that never depend on dictionary order.
final class CassowarySolver {
  /// What a constraint added to the tableau: its marker (to find its row again) and, for a
  /// non-required constraint, its other error symbol.
  private struct Tag {
    var marker: CassowarySymbol
    var other: CassowarySymbol?
  }

  private var rows: [CassowarySymbol: CassowaryRow] = [:]
  private var objective = CassowaryRow()
  private var artificialObjective: CassowaryRow?
  private var tags: [ObjectIdentifier: (constraint: CassowaryConstraint, tag: Tag)] = [:]
  private var symbols: [ObjectIdentifier: (variable: CassowaryVariable, symbol: CassowarySymbol)] = [:]
  private var nextID = 0
  /// How many pivots the solver has made, for tests.
  private(set) var pivotCount = 0

  init() {}

  /// Whether `constraint` is in the system.
  func contains(_ constraint: CassowaryConstraint) -> Bool {
    tags[ObjectIdentifier(constraint)] != nil
  }

  /// Adds `constraint` and re-optimizes. A required constraint that cannot hold together with
  /// those already added is not added: the result is false and the system is unchanged.
  @discardableResult
  func add(_ constraint: CassowaryConstraint) -> Bool {
    let key = ObjectIdentifier(constraint)
    guard tags[key] == nil else { return true }
    var (row, tag) = makeRow(for: constraint)
    var subject = chooseSubject(of: row, tag: tag)
    if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      // Only required markers: the constraint is redundant when the row is 0 = 0, else it fails.
      guard abs(row.constant) < CassowaryRow.epsilon else { return false }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, with: row)
      rows[subject] = row
    } else if !addWithArtificialVariable(row) {
      optimize()
      return false
    }
    tags[key] = (constraint, tag)
    optimize()
    return true
  }

  /// Removes `constraint` (when it is in the system) and re-optimizes.
  func remove(_ constraint: CassowaryConstraint) {
    guard let (_, tag) = tags.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    if case .weight(let weight) = constraint.strength {
      for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
        if let row = rows[symbol] {
          objective.add(row, times: -weight)
        } else {
          objective.add(symbol, times: -weight)
        }
      }
    }
    if rows.removeValue(forKey: tag.marker) == nil, let leaving = leavingSymbol(forMarker: tag.marker),
      var row = rows.removeValue(forKey: leaving)
    {
      row.solve(for: tag.marker, replacing: leaving)
      substitute(tag.marker, with: row)
    }
    optimize()
  }

  /// The variable's value in the current solution (zero for a variable no constraint fixes).
  func value(of variable: CassowaryVariable) -> Double {
    guard let symbol = symbols[ObjectIdentifier(variable)]?.symbol else { return 0 }
    return rows[symbol]?.constant ?? 0
  }

  // MARK: Adding

  private func makeSymbol(_ kind: CassowarySymbol.Kind) -> CassowarySymbol {
    nextID += 1
    return CassowarySymbol(id: nextID, kind: kind)
  }

  private func symbol(for variable: CassowaryVariable) -> CassowarySymbol {
    let key = ObjectIdentifier(variable)
    if let known = symbols[key] { return known.symbol }
    let symbol = makeSymbol(.external)
    symbols[key] = (variable, symbol)
    return symbol
  }

  /// The constraint as a row `0 = …` over parametric symbols, with its slack, error or dummy
  /// symbols, and its errors added to the objective; negated so that its constant is not negative.
  private func makeRow(for constraint: CassowaryConstraint) -> (CassowaryRow, Tag) {
    var row = CassowaryRow(constant: constraint.constant)
    for term in constraint.terms {
      let symbol = symbol(for: term.variable)
      if let basic = rows[symbol] {
        row.add(basic, times: term.coefficient)
      } else {
        row.add(symbol, times: term.coefficient)
      }
    }
    let tag: Tag
    switch (constraint.relation, constraint.strength) {
    case (.lessOrEqual, _), (.greaterOrEqual, _):
      // expr ≤ 0 becomes expr + slack = 0; expr ≥ 0 becomes expr − slack = 0.
      let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.add(slack, times: sign)
      if case .weight(let weight) = constraint.strength {
        let error = makeSymbol(.error)
        row.add(error, times: -sign)
        objective.add(error, times: weight)
        tag = Tag(marker: slack, other: error)
      } else {
        tag = Tag(marker: slack, other: nil)
      }
    case (.equal, .required):
      let dummy = makeSymbol(.dummy)
      row.add(dummy, times: 1)
      tag = Tag(marker: dummy, other: nil)
    case (.equal, .weight(let weight)):
      // expr = plus − minus, both errors weighted.
      let plus = makeSymbol(.error)
      let minus = makeSymbol(.error)
      row.add(plus, times: -1)
      row.add(minus, times: 1)
      objective.add(plus, times: weight)
      objective.add(minus, times: weight)
      tag = Tag(marker: plus, other: minus)
    }
    if row.constant < 0 { row.negate() }
    return (row, tag)
  }

  /// The symbol to make basic for a new row: an external one if any (the lowest id), else the
  /// constraint's own slack or error when its coefficient is negative (so that it comes out
  /// non-negative); nil when neither fits.
  private func chooseSubject(of row: CassowaryRow, tag: Tag) -> CassowarySymbol? {
    if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
    for symbol in [tag.marker, tag.other].compactMap({ $0 })
    where (symbol.kind == .slack || symbol.kind == .error) && row.coefficient(of: symbol) < 0 {
      return symbol
    }
    return nil
  }

  /// Phase I: makes the row basic in an artificial variable, minimizes that variable, and keeps
  /// the row only when it reached zero (the constraint can hold).
  private func addWithArtificialVariable(_ row: CassowaryRow) -> Bool {
    let artificial = makeSymbol(.artificial)
    rows[artificial] = row
    artificialObjective = row
    optimize(artificial: true)
    let feasible = abs(artificialObjective?.constant ?? 0) < CassowaryRow.epsilon
    artificialObjective = nil
    if var basicRow = rows.removeValue(forKey: artificial) {
      // Still basic: the system without this row is the system before it was added.
      guard feasible else { return false }
      // Feasible and still basic: pivot it out; a row of dummies only (0 = dummies) is redundant.
      if let entering = basicRow.cells.keys.filter({ $0.kind != .dummy }).min() {
        basicRow.solve(for: entering, replacing: artificial)
        substitute(entering, with: basicRow)
        rows[entering] = basicRow
      }
    }
    for symbol in Array(rows.keys) { rows[symbol]?.remove(artificial) }
    objective.remove(artificial)
    return feasible
  }

  // MARK: Pivoting

  /// Replaces `symbol` by `row` in every row and in the objectives.
  private func substitute(_ symbol: CassowarySymbol, with row: CassowaryRow) {
    for basic in Array(rows.keys) { rows[basic]?.substitute(symbol, with: row) }
    objective.substitute(symbol, with: row)
    artificialObjective?.substitute(symbol, with: row)
  }

  /// Primal simplex on the objective (or the artificial one): while some parametric symbol with a
  /// negative coefficient can grow, pivot it in for the row that limits it first.
  private func optimize(artificial: Bool = false) {
    while true {
      let goal = artificial ? (artificialObjective ?? CassowaryRow()) : objective
      let candidates = goal.cells.filter { $0.key.kind != .dummy && $0.value < -CassowaryRow.epsilon }
      guard let entering = candidates.keys.min() else { return }
      var best: (ratio: Double, symbol: CassowarySymbol)?
      for (basic, row) in rows where basic.isRestricted {
        let coefficient = row.coefficient(of: entering)
        guard coefficient < -CassowaryRow.epsilon else { continue }
        let ratio = -row.constant / coefficient
        if let current = best,
          ratio > current.ratio + CassowaryRow.epsilon
            || (abs(ratio - current.ratio) <= CassowaryRow.epsilon && basic > current.symbol)
        {
          continue
        }
        best = (ratio, basic)
      }
      // Unbounded: nothing limits the entering symbol; leave the objective as it is.
      guard let leaving = best?.symbol, var row = rows.removeValue(forKey: leaving) else { return }
      row.solve(for: entering, replacing: leaving)
      substitute(entering, with: row)
      rows[entering] = row
      pivotCount += 1
    }
  }

  /// The basic symbol to exchange for a parametric marker that is being removed: the restricted
  /// row it limits first, else the restricted row it limits least, else any row holding it.
  private func leavingSymbol(forMarker marker: CassowarySymbol) -> CassowarySymbol? {
    var limiting: (ratio: Double, symbol: CassowarySymbol)?
    var other: (ratio: Double, symbol: CassowarySymbol)?
    var unrestricted: CassowarySymbol?
    func better(
      _ candidate: (Double, CassowarySymbol), than current: (ratio: Double, symbol: CassowarySymbol)?
    )
      -> Bool
    {
      guard let current else { return true }
      if candidate.0 < current.ratio - CassowaryRow.epsilon { return true }
      return abs(candidate.0 - current.ratio) <= CassowaryRow.epsilon && candidate.1 < current.symbol
    }
    for (basic, row) in rows {
      let coefficient = row.coefficient(of: marker)
      guard coefficient != 0 else { continue }
      if !basic.isRestricted {
        if unrestricted.map({ basic < $0 }) ?? true { unrestricted = basic }
      } else if coefficient < 0 {
        let candidate = (-row.constant / coefficient, basic)
        if better(candidate, than: limiting) { limiting = candidate }
      } else {
        let candidate = (row.constant / coefficient, basic)
        if better(candidate, than: other) { other = candidate }
      }
    }
    return limiting?.symbol ?? other?.symbol ?? unrestricted
  }
}
