import Foundation

/// One hierarchy's layout engine (UIKit keeps one per window): the Cassowary solver and the
/// equations in it. Each layout pass hands it the equations of the whole hierarchy; it removes
/// those that are gone and adds the new ones (a changed constant is a removal and an addition),
/// so an unchanged hierarchy costs no pivots. A required equation that cannot hold with those
/// before it is left out and reported once, for as long as it stays.
final class LayoutEngine {
  /// A linear equation over layout variables with its strength, and the constraint it comes from
  /// (nil for those the engine derives: a fixed frame, an intrinsic size, the top's size).
  struct Equation {
    let key: Key
    let constraint: CassowaryConstraint
    let source: NSLayoutConstraint?

    init(
      _ expression: LinearExpression, _ relation: CassowaryConstraint.Relation, _ priority: UILayoutPriority,
      source: NSLayoutConstraint? = nil
    ) {
      let strength = LayoutEngine.strength(for: priority)
      constraint = CassowaryConstraint(
        expression.terms, constant: expression.constant, relation, strength: strength)
      var weight = -1.0
      if case .weight(let value) = strength { weight = value }
      key = Key(
        source: source.map(ObjectIdentifier.init),
        variables: expression.terms.map { ObjectIdentifier($0.variable) },
        coefficients: expression.terms.map(\.coefficient), constant: expression.constant, relation: relation,
        weight: weight)
      self.source = source
    }
  }

  /// An equation's content: equal keys are the same equation (the variables are kept alive by
  /// the installed equation, so their identifiers cannot be reused while it is in the engine).
  struct Key: Hashable {
    let source: ObjectIdentifier?
    let variables: [ObjectIdentifier]
    let coefficients: [Double]
    let constant: Double
    let relation: CassowaryConstraint.Relation
    let weight: Double
  }

  /// A weight for a non-required priority: ten to the power of priority × 6 / 1000, so that
  /// `defaultHigh` (750) outweighs `defaultLow` (250) a thousand times, and 251 outweighs 250.
  static func strength(for priority: UILayoutPriority) -> CassowaryConstraint.Strength {
    if priority.rawValue >= UILayoutPriority.required.rawValue { return .required }
    let level = Double(max(priority.rawValue, 1))
    return .weight(pow(10, level * 6 / 1000))
  }

  private let solver = CassowarySolver()
  private var installed: [Equation] = []
  private var installedKeys: Set<Key> = []
  /// The equations left out, kept (and so their objects alive) while they are wanted.
  private var brokenEquations: [Key: Equation] = [:]
  /// The constraints broken so far, in order.
  private(set) var broken: [BrokenConstraint] = []

  init() {}

  /// Makes the solver hold exactly `equations` (in their order, those that can).
  func update(to equations: [Equation]) {
    let wanted = Set(equations.map(\.key))
    var kept: [Equation] = []
    for equation in installed {
      if wanted.contains(equation.key) {
        kept.append(equation)
      } else {
        solver.remove(equation.constraint)
      }
    }
    installed = kept
    installedKeys = Set(kept.map(\.key))
    brokenEquations = brokenEquations.filter { wanted.contains($0.key) }
    for equation in equations
    where !installedKeys.contains(equation.key) && brokenEquations[equation.key] == nil {
      if solver.add(equation.constraint) {
        installed.append(equation)
        installedKeys.insert(equation.key)
      } else {
        brokenEquations[equation.key] = equation
        if let source = equation.source {
          broken.append(BrokenConstraint(constraint: source, constraintDescription: source.description))
        }
      }
    }
  }

  /// How many simplex pivots the engine has made, for tests.
  var pivotCount: Int { solver.pivotCount }

  /// A variable's value in the solution.
  func value(of variable: CassowaryVariable) -> Double {
    solver.value(of: variable)
  }
}

/// `Σ coefficient × variable + constant`.
struct LinearExpression {
  var terms: [(variable: CassowaryVariable, coefficient: Double)] = []
  var constant: Double = 0

  static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(
      terms: lhs.terms + rhs.terms.map { ($0.variable, -$0.coefficient) },
      constant: lhs.constant - rhs.constant)
  }

  static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  static func * (lhs: LinearExpression, rhs: CGFloat) -> LinearExpression {
    lhs * Double(rhs)
  }

  static func + (lhs: LinearExpression, rhs: CGFloat) -> LinearExpression {
    lhs + Double(rhs)
  }

  static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
      terms: lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
  }
}
