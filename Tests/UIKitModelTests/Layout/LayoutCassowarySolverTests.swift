import Foundation
import Testing

@testable import UIKitModel

@Suite("Layout: the Cassowary solver")
struct LayoutCassowarySolverTests {
  typealias Term = (variable: CassowaryVariable, coefficient: Double)

  @Test("AL3: A required equality fixes a variable")
  func requiredEquality() {
    let solver = CassowarySolver()
    let x = CassowaryVariable("x")

    let added = solver.add(CassowaryConstraint([(x, 1)], constant: -10, .equal))

    #expect(added)
    #expect(solver.value(of: x) == 10)
  }

  @Test("AL3: Equalities chain through substitution: x = 10, y = x + 5, z = 2y")
  func chain() {
    let solver = CassowarySolver()
    let x = CassowaryVariable("x")
    let y = CassowaryVariable("y")
    let z = CassowaryVariable("z")

    solver.add(CassowaryConstraint([(x, 1)], constant: -10, .equal))
    solver.add(CassowaryConstraint([(y, 1), (x, -1)], constant: -5, .equal))
    solver.add(CassowaryConstraint([(z, 1), (y, -2)], constant: 0, .equal))

    #expect(solver.value(of: y) == 15)
    #expect(solver.value(of: z) == 30)
  }

  @Test("AL3: A weak preference yields to a required inequality, and the optimum takes a pivot")
  func requiredBeatsWeak() {
    let solver = CassowarySolver()
    let x = CassowaryVariable("x")
    solver.add(CassowaryConstraint([(x, 1)], constant: -50, .equal, strength: .weight(1)))
    let pivotsBefore = solver.pivotCount

    solver.add(CassowaryConstraint([(x, 1)], constant: -100, .greaterOrEqual))

    #expect(solver.value(of: x) == 100)
    #expect(solver.pivotCount > pivotsBefore)
  }

  @Test("AL3: Between two preferences the heavier wins")
  func heavierWins() {
    let solver = CassowarySolver()
    let x = CassowaryVariable("x")

    solver.add(CassowaryConstraint([(x, 1)], constant: -10, .equal, strength: .weight(1)))
    solver.add(CassowaryConstraint([(x, 1)], constant: -20, .equal, strength: .weight(2)))

    #expect(solver.value(of: x) == 20)
  }

  @Test("AL5: Conflicting required constraints: the later is refused and the system is unchanged")
  func unsatisfiable() {
    let solver = CassowarySolver()
    let x = CassowaryVariable("x")
    solver.add(CassowaryConstraint([(x, 1)], constant: -100, .greaterOrEqual))
    let low = CassowaryConstraint([(x, 1)], constant: -50, .lessOrEqual)

    let added = solver.add(low)

    #expect(!added)
    #expect(!solver.contains(low))
    #expect(solver.value(of: x) >= 100)
  }

  @Test("AL5: A required equality that contradicts another through a third variable is refused")
  func unsatisfiableThroughSubstitution() {
    let solver = CassowarySolver()
    let x = CassowaryVariable("x")
    let y = CassowaryVariable("y")
    solver.add(CassowaryConstraint([(x, 1)], constant: -10, .equal))
    solver.add(CassowaryConstraint([(y, 1), (x, -1)], constant: 0, .equal))

    let added = solver.add(CassowaryConstraint([(y, 1)], constant: -20, .equal))

    #expect(!added)
    #expect(solver.value(of: y) == 10)
  }

  @Test("AL3: Removing a constraint gives the solution without it")
  func removal() {
    let solver = CassowarySolver()
    let x = CassowaryVariable("x")
    solver.add(CassowaryConstraint([(x, 1)], constant: -50, .equal, strength: .weight(1)))
    let floor = CassowaryConstraint([(x, 1)], constant: -100, .greaterOrEqual)
    solver.add(floor)

    solver.remove(floor)

    #expect(solver.value(of: x) == 50)
  }

  @Test("AL3: Removing a required equality frees its variable for the preferences")
  func removeRequiredEquality() {
    let solver = CassowarySolver()
    let x = CassowaryVariable("x")
    solver.add(CassowaryConstraint([(x, 1)], constant: -30, .equal, strength: .weight(1)))
    let fixed = CassowaryConstraint([(x, 1)], constant: -70, .equal)
    solver.add(fixed)
    #expect(solver.value(of: x) == 70)

    solver.remove(fixed)

    #expect(solver.value(of: x) == 30)
  }

  @Test("AL3: Inequalities between variables: a ≤ b ≤ c with preferences pulling them apart")
  func ordering() {
    let solver = CassowarySolver()
    let a = CassowaryVariable("a")
    let b = CassowaryVariable("b")
    let c = CassowaryVariable("c")
    solver.add(CassowaryConstraint([(a, 1), (b, -1)], constant: 0, .lessOrEqual))
    solver.add(CassowaryConstraint([(b, 1), (c, -1)], constant: 0, .lessOrEqual))
    solver.add(CassowaryConstraint([(a, 1)], constant: 0, .equal))
    solver.add(CassowaryConstraint([(c, 1)], constant: -100, .equal))

    solver.add(CassowaryConstraint([(b, 1)], constant: -150, .equal, strength: .weight(1)))

    #expect(solver.value(of: b) == 100)
  }

  @Test("AL3: Removing and re-adding the preferences gives the values a fresh solver gives")
  func removeAndReAdd() {
    let x = CassowaryVariable("x")
    let y = CassowaryVariable("y")
    let required = [
      CassowaryConstraint([(x, 1)], constant: 0, .greaterOrEqual),
      CassowaryConstraint([(y, 1), (x, -1)], constant: -10, .greaterOrEqual),
      CassowaryConstraint([(y, 1)], constant: -200, .lessOrEqual),
    ]
    let preferences = [
      CassowaryConstraint([(x, 1)], constant: -150, .equal, strength: .weight(1)),
      CassowaryConstraint([(y, 1)], constant: -100, .equal, strength: .weight(5)),
      CassowaryConstraint([(y, 1), (x, -1)], constant: -40, .equal, strength: .weight(2)),
    ]
    let fresh = CassowarySolver()
    for constraint in required + preferences { fresh.add(constraint) }
    let solver = CassowarySolver()
    for constraint in required + preferences { solver.add(constraint) }

    for constraint in preferences.reversed() { solver.remove(constraint) }
    for constraint in preferences { solver.add(constraint) }

    #expect(abs(solver.value(of: x) - fresh.value(of: x)) < 1e-9)
    #expect(abs(solver.value(of: y) - fresh.value(of: y)) < 1e-9)
    #expect(fresh.value(of: y) == 100)
    #expect(fresh.value(of: x) == 60)
  }

  @Test("AL3: The same additions give the same values in every run (no hashing-order choices)")
  func deterministic() {
    func solve() -> [Double] {
      let solver = CassowarySolver()
      let variables = (0..<6).map { CassowaryVariable("v\($0)") }
      for (index, variable) in variables.enumerated() {
        solver.add(
          CassowaryConstraint([(variable, 1)], constant: -Double(index * 10), .equal, strength: .weight(1)))
        if index > 0 {
          // Ambiguous on purpose: every pair may trade.
          let terms: [Term] = [(variable, 1), (variables[index - 1], -1)]
          solver.add(CassowaryConstraint(terms, constant: -15, .greaterOrEqual, strength: .weight(1)))
        }
      }
      return variables.map { solver.value(of: $0) }
    }

    let first = solve()

    for _ in 0..<5 { #expect(solve() == first) }
  }
}
