extension SynthParser {
  mutating func statement() throws -> SynthStatement {
    let head = advance()
    guard case .word(let keyword) = head.kind else {
      throw error(at: head, "expected a gesture such as 'tap' or 'drag', found \(describe(head))")
    }
    func make(_ kind: SynthStatement.Kind) -> SynthStatement {
      SynthStatement(kind: kind, line: head.line, column: head.column, keyword: keyword)
    }
    switch keyword {
    case "tap":
      let start = index
      let at = try target(after: keyword)
      try rejectHeldTap(targetTokens: start..<index)
      return make(.tap(at))
    case "double-tap":
      return make(.doubleTap(try target(after: keyword)))
    case "two-finger-tap":
      return make(.twoFingerTap(try target(after: keyword)))
    case "press":
      let at = try target(after: keyword)
      let duration = try self.duration(after: "press TARGET", what: "how long the finger is held, like 0.6s")
      return make(.longPress(at, duration: duration))
    case "long-press":
      let at = try target(after: keyword)
      var duration = 0.8
      if takeWord("for") { duration = try self.duration(after: "for") }
      return make(.longPress(at, duration: duration))
    case "drag", "pan":
      var path = [try target(after: keyword)]
      guard peek.kind == .arrow else {
        throw error(
          at: peek, "expected '->' and a target after the \(keyword)'s start, found \(describe(peek))")
      }
      while peek.kind == .arrow {
        _ = advance()
        path.append(try target(after: "->"))
      }
      var pace = Pace(default: 0.3)
      var easing = SynthEasing.linear
      var easeToken: SynthToken?
      while true {
        if try pace.parse(&self) {
          continue
        } else if case .word("ease") = peek.kind {
          easeToken = advance()
          easing = try choice(after: "ease", SynthEasing.self, what: "an easing")
        } else {
          break
        }
      }
      if let easeToken, let speedToken = pace.speedToken {
        let (first, second) = easeToken.isBefore(speedToken) ? ("ease", "at") : ("at", "ease")
        throw error(
          at: easeToken.isBefore(speedToken) ? speedToken : easeToken,
          "'\(second)' cannot follow '\(first)': a speed ('at') is constant, so it takes no easing")
      }
      return make(.drag(path, pace: pace.value, easing: easing))
    case "swipe":
      let at = try target(after: keyword)
      let direction = try choice(after: "swipe TARGET", SynthDirection.self, what: "a direction")
      var distance = 200.0
      var pace = Pace(default: 0.2)
      while true {
        if takeWord("by") {
          distance = try self.distance(after: "by")
        } else if try pace.parse(&self) {
          continue
        } else {
          break
        }
      }
      return make(.swipe(at, direction, distance: distance, pace: pace.value))
    case "pinch":
      let at = try target(after: keyword)
      let token = advance()
      guard case .word(let way) = token.kind, way == "in" || way == "out" else {
        throw error(at: token, "expected 'in' or 'out' after 'pinch TARGET', found \(describe(token))")
      }
      var distance = 100.0
      var duration = 0.4
      while true {
        if takeWord("by") {
          distance = try self.distance(after: "by")
        } else if takeWord("over") {
          duration = try self.duration(after: "over")
        } else {
          break
        }
      }
      return make(.pinch(at, outward: way == "out", distance: distance, duration: duration))
    case "wait":
      return make(.wait(try self.duration(after: "wait", allowZero: true)))
    case "tap-duration":
      return make(.tapDuration(try self.duration(after: "tap-duration")))
    case "rate":
      let token = advance()
      guard case .number(let value, nil) = token.kind, value == value.rounded(), value >= 1,
        value <= 1000
      else {
        throw error(
          at: token,
          "expected a sample rate in Hz like 60 or 120 after 'rate', "
            + "found \(describe(token))")
      }
      return make(.rate(Int(value)))
    default:
      let notes = Suggestions.didYouMean(keyword, in: Self.keywords).map { [$0] } ?? []
      throw error(at: head, "unknown gesture '\(keyword)'", notes: notes)
    }
  }

  /// `tap ok for 0.3` (or `tap ok 0.3`): a tap is held for `tap-duration`; a touch held for a
  /// time of its own is a press, which the error suggests, written out.
  private mutating func rejectHeldTap(targetTokens: Range<Int>) throws {
    let next = peek
    let isFor: Bool
    if case .word("for") = next.kind {
      isFor = true
    } else if case .number(_, let unit) = next.kind, unit != "pt/s" {
      isFor = false
    } else {
      return
    }
    let target = writtenText(of: targetTokens)
    var notes: [String] = []
    let durationToken = isFor ? tokens[min(index + 1, tokens.count - 1)] : next
    if case .number(_, let unit) = durationToken.kind, unit != "pt/s" {
      notes.append("did you mean 'press \(target) \(durationToken.text)'?")
    } else {
      notes.append("did you mean 'press \(target) DURATION'?")
    }
    throw error(
      at: next,
      "'tap' takes no duration (a tap is held for 'tap-duration', 0.08s by default); "
        + "a touch held for a time is 'press TARGET DURATION'",
      notes: notes)
  }

  /// The tokens as the script wrote them (on one line), spaces and all.
  private func writtenText(of range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last,
      tokens[first].line == tokens[last].line, let line = sourceLine(tokens[first].line)
    else { return tokens[range].map(\.text).joined(separator: " ") }
    let characters = Array(line)
    let from = tokens[first].column - 1
    let to = tokens[last].column - 1 + tokens[last].text.count
    guard from >= 0, from <= to, to <= characters.count else {
      return tokens[range].map(\.text).joined(separator: " ")
    }
    return String(characters[from..<to])
  }

  mutating func takeWord(_ word: String) -> Bool {
    if case .word(word) = peek.kind {
      index += 1
      return true
    }
    return false
  }

  mutating func duration(
    after keyword: String, what: String = "a duration like 0.3s", allowZero: Bool = false
  ) throws -> Double {
    let token = advance()
    guard case .number(let value, let unit) = token.kind, unit != "pt/s" else {
      throw error(at: token, "expected \(what) after '\(keyword)', found \(describe(token))")
    }
    let seconds = unit == "ms" ? value / 1000 : value
    guard seconds > 0 || (allowZero && seconds == 0), seconds <= 86_400 else {
      throw error(
        at: token,
        "duration '\(token.text)' after '\(keyword)' must be "
          + (allowZero ? "between 0s and 86400s" : "more than 0s and at most 86400s"))
    }
    return seconds
  }

  /// A speed after `at`: a number with the unit `pt/s`, more than 0.
  mutating func speed(after keyword: String) throws -> Double {
    let token = advance()
    guard case .number(let value, "pt/s") = token.kind else {
      throw error(at: token, "expected a speed like 300pt/s after '\(keyword)', found \(describe(token))")
    }
    guard value > 0 else {
      throw error(at: token, "speed '\(token.text)' after '\(keyword)' must be more than 0pt/s")
    }
    return value
  }

  mutating func distance(after keyword: String) throws -> Double {
    let token = advance()
    guard case .number(let value, nil) = token.kind else {
      throw error(
        at: token,
        "expected a distance in points like 200 after '\(keyword)', "
          + "found \(describe(token))")
    }
    guard value > 0 else {
      throw error(at: token, "distance '\(token.text)' after '\(keyword)' must be more than 0")
    }
    return value
  }

  mutating func choice<T: RawRepresentable & CaseIterable>(
    after keyword: String, _ type: T.Type, what: String
  ) throws -> T where T.RawValue == String {
    let token = advance()
    let names = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    guard case .word(let word) = token.kind, let value = T(rawValue: word) else {
      throw error(at: token, "expected \(what) (\(names)) after '\(keyword)', found \(describe(token))")
    }
    return value
  }
}
