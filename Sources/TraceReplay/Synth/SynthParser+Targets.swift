extension SynthParser {
  /// `(x, y)`, `id`, `id.anchor`, optionally followed by `+ (dx, dy)` or `@ (fx, fy)`.
  mutating func target(after keyword: String) throws -> SynthTarget {
    let start = peek
    let base: SynthTarget.Base
    switch start.kind {
    case .leftParen:
      let (x, y) = try pair(after: keyword)
      base = .point(x, y)
    case .word(let name) where !name.hasSuffix(".") && !name.hasPrefix("."):
      _ = advance()
      base = .view(name)
    default:
      throw error(
        at: start,
        "expected a target (a view id or a point like (120, 300)) after "
          + "'\(keyword)', found \(describe(start))")
    }
    var adjustment = SynthTarget.Adjustment.none
    if peek.kind == .plus {
      _ = advance()
      let (dx, dy) = try pair(after: "+")
      adjustment = .offset(dx, dy)
    } else if peek.kind == .at {
      let atToken = advance()
      guard case .view = base else {
        throw error(at: atToken, "'@' needs a view id before it, like 'card @ (0.25, 0.5)'")
      }
      let position = peek
      let (fx, fy) = try pair(after: "@")
      guard (0...1).contains(fx), (0...1).contains(fy) else {
        throw error(
          at: position,
          "relative position after '@' must be between 0 and 1, "
            + "like (0.25, 0.5)")
      }
      adjustment = .relative(fx, fy)
    }
    return SynthTarget(base: base, adjustment: adjustment, line: start.line, column: start.column)
  }

  /// `( number , number )`.
  mutating func pair(after keyword: String) throws -> (Double, Double) {
    let open = advance()
    guard open.kind == .leftParen else {
      throw error(at: open, "expected a point like (120, 300) after '\(keyword)', found \(describe(open))")
    }
    let x = try coordinate()
    let comma = advance()
    guard comma.kind == .comma else {
      throw error(at: comma, "expected ',' between the two numbers of a point, found \(describe(comma))")
    }
    let y = try coordinate()
    let close = advance()
    guard close.kind == .rightParen else {
      throw error(at: close, "expected ')' to close the point, found \(describe(close))")
    }
    return (x, y)
  }

  mutating func coordinate() throws -> Double {
    let token = advance()
    guard case .number(let value, nil) = token.kind else {
      throw error(at: token, "expected a number in the point, found \(describe(token))")
    }
    return value
  }
}
