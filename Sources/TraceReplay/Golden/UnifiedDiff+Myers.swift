extension UnifiedDiff {
  /// One step of an edit script, by line index in the old and new texts.
  enum Edit: Equatable {
    case equal(Int, Int)
    case delete(Int)
    case insert(Int)

    var isEqual: Bool {
      if case .equal = self { return true }
      return false
    }

    var consumesOld: Bool {
      if case .insert = self { return false }
      return true
    }

    var consumesNew: Bool {
      if case .delete = self { return false }
      return true
    }
  }

  /// A shortest edit script from `a` to `b`, with each change's deletions before its insertions.
  func editScript<Element: Equatable>(_ a: [Element], _ b: [Element]) -> [Edit] {
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    var script = (0..<prefix).map { Edit.equal($0, $0) }
    let middle =
      myers(middleA, middleB)
      ?? (0..<middleA.count).map { Edit.delete($0) } + (0..<middleB.count).map { Edit.insert($0) }
    for edit in Self.groupingDeletionsFirst(middle) {
      switch edit {
      case .equal(let i, let j): script.append(.equal(i + prefix, j + prefix))
      case .delete(let i): script.append(.delete(i + prefix))
      case .insert(let j): script.append(.insert(j + prefix))
      }
    }
    for offset in 0..<suffix {
      script.append(.equal(a.count - suffix + offset, b.count - suffix + offset))
    }
    return script
  }

  /// Myers' greedy forward search with a trace for backtracking; `nil` past `maximumEditDistance`.
  private func myers<Element: Equatable>(_ a: [Element], _ b: [Element]) -> [Edit]? {
    let n = a.count
    let m = b.count
    if n == 0 || m == 0 {
      return (0..<n).map { Edit.delete($0) } + (0..<m).map { Edit.insert($0) }
    }
    let limit = min(n + m, maximumEditDistance)
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    for d in 0...limit {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          return backtrack(trace, n: n, m: m, offset: offset)
        }
      }
    }
    return nil
  }

  private func backtrack(_ trace: [[Int]], n: Int, m: Int, offset: Int) -> [Edit] {
    var edits: [Edit] = []
    var x = n
    var y = m
    for (d, v) in trace.enumerated().reversed() {
      let k = x - y
      let previousK =
        (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
      let previousX = v[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        edits.append(.equal(x, y))
      }
      if d > 0 {
        edits.append(x == previousX ? .insert(previousY) : .delete(previousX))
      }
      x = previousX
      y = previousY
    }
    return edits.reversed()
  }

  /// Reorders each run of changes so that its deletions come before its insertions, as `diff` does.
  static func groupingDeletionsFirst(_ edits: [Edit]) -> [Edit] {
    var result: [Edit] = []
    var deletions: [Edit] = []
    var insertions: [Edit] = []
    for edit in edits {
      switch edit {
      case .equal:
        result += deletions + insertions
        deletions.removeAll()
        insertions.removeAll()
        result.append(edit)
      case .delete: deletions.append(edit)
      case .insert: insertions.append(edit)
      }
    }
    return result + deletions + insertions
  }
}
