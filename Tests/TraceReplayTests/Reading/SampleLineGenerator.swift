import TraceReplay

/// Generates random valid sample lines: random key order, whitespace, number spellings, ids, extra keys.
struct SampleLineGenerator {
  var rng: SeededRandom

  init(seed: UInt64) {
    rng = SeededRandom(seed: seed)
  }

  mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &rng)]
  }

  mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &rng) < percent
  }

  mutating func whitespace() -> String {
    pick(["", "", "", " ", "  ", "\t", " \r ", "\r"])
  }

  mutating func digits(_ count: Int, leadingNonZero: Bool) -> String {
    var text = ""
    for k in 0..<count {
      let low = (k == 0 && leadingNonZero) ? 1 : 0
      text += String(Int.random(in: low...9, using: &rng))
    }
    return text
  }

  /// A number spelling whose value is within `0...limit` in magnitude (negative when allowed).
  mutating func number(limit: Double, negative: Bool) -> String {
    while true {
      var text: String
      switch Int.random(in: 0..<9, using: &rng) {
      case 0:
        text = "\(Double.random(in: 0...limit, using: &rng))"
      case 1:
        text = chance(20) ? "0" : digits(Int.random(in: 1...7, using: &rng), leadingNonZero: true)
      case 2:
        let whole = chance(30) ? "0" : digits(Int.random(in: 1...4, using: &rng), leadingNonZero: true)
        text = whole + "." + digits(Int.random(in: 1...3, using: &rng), leadingNonZero: false)
      case 3:
        let whole = digits(Int.random(in: 1...2, using: &rng), leadingNonZero: true)
        let fraction =
          chance(50) ? "." + digits(Int.random(in: 1...3, using: &rng), leadingNonZero: false) : ""
        let e = pick(["e", "E"]) + pick(["", "+", "-"]) + String(Int.random(in: 0...5, using: &rng))
        text = whole + fraction + e
      case 4:
        let whole = chance(50) ? "0" : digits(Int.random(in: 1...6, using: &rng), leadingNonZero: true)
        text = whole + "." + digits(Int.random(in: 15...30, using: &rng), leadingNonZero: false)
      case 5:
        text =
          "0." + String(repeating: "0", count: Int.random(in: 0...20, using: &rng))
          + digits(Int.random(in: 1...20, using: &rng), leadingNonZero: true)
      case 6:
        text = pick([
          "0.0", "0e0", "0.0e-5", "4.9e-324", "2.2250738585072011e-308", "1e-400", "9999999.9999999999",
        ])
      case 7:
        text =
          digits(Int.random(in: 1...20, using: &rng), leadingNonZero: true) + "e-"
          + String(Int.random(in: 10...40, using: &rng))
      default:
        let mantissa = digits(Int.random(in: 1...17, using: &rng), leadingNonZero: true)
        text = mantissa + "e-" + String(Int.random(in: 0...25, using: &rng))
      }
      if negative && chance(40) || text.hasPrefix("0.0") && negative && chance(50) { text = "-" + text }
      if let value = Double(text), abs(value) <= limit, !text.hasPrefix("-") || negative { return text }
    }
  }

  mutating func stringID() -> String {
    var text = ""
    for _ in 0..<Int.random(in: 1...8, using: &rng) {
      text += pick([
        "a", "Z", "7", "_", " ", "ü", "指", "🎉", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9",
        "\\ud83c\\udf89", "\\t", "\\u0000",
      ])
    }
    return "\"" + text + "\""
  }

  mutating func value(depth: Int) -> String {
    let choice = Int.random(in: 0..<(depth > 2 ? 5 : 7), using: &rng)
    switch choice {
    case 0: return "null"
    case 1: return pick(["true", "false"])
    case 2: return number(limit: 1e300, negative: true)
    case 3: return stringID()
    case 4: return "\"\""
    case 5:
      let items = (0..<Int.random(in: 0...3, using: &rng)).map { _ in value(depth: depth + 1) }
      return "[" + whitespace() + items.joined(separator: "," + whitespace()) + "]"
    default:
      let items = (0..<Int.random(in: 0...3, using: &rng)).map { k in
        "\"n\(k)\"" + whitespace() + ":" + whitespace() + value(depth: depth + 1)
      }
      return "{" + items.joined(separator: ",") + whitespace() + "}"
    }
  }

  /// One valid sample line.
  mutating func line() -> String {
    var members: [(String, String)] = [
      ("t", number(limit: 1e9, negative: false)),
      ("id", chance(50) ? String(Int.random(in: -5...(1 << 40), using: &rng)) : stringID()),
      ("phase", "\"" + pick(SamplePhase.allCases).rawValue + "\""),
      ("x", number(limit: 1e7, negative: true)),
      ("y", number(limit: 1e7, negative: true)),
    ]
    if chance(30) { members.append(("tap", String(Int.random(in: 1...5, using: &rng)))) }
    if chance(30) { members.append(("force", number(limit: 1e7, negative: false))) }
    if chance(30) { members.append(("radius", number(limit: 1e7, negative: false))) }
    for k in 0..<Int.random(in: 0...2, using: &rng) {
      members.append((pick(["extra", "m\\u00e9ta", "ключ", "note"]) + String(k), value(depth: 1)))
    }
    members.shuffle(using: &rng)
    let body = members.map { key, value in
      whitespace() + "\"" + (chance(5) && key == "x" ? "\\u0078" : key) + "\"" + whitespace() + ":"
        + whitespace() + value + whitespace()
    }
    return whitespace() + "{" + body.joined(separator: ",") + "}" + whitespace()
  }
}
