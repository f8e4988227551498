extension GoldenStamp {
  static let textPrefix = "# tracereplay golden: "
  static let jsonPrefix = "{\"type\":\"golden\","

  /// The stamp line, with its line break, for a golden of `format`.
  package func line(for format: ReplayRequest.Format) -> String {
    switch format {
    case .text:
      var parts = [
        "format \(self.format)", "touch-margin \(Self.number(touchMargin))",
        "tap-interval \(Self.number(tapInterval))", "tap-distance \(Self.number(tapDistance))",
      ]
      if lenient { parts.append("lenient") }
      if verbose { parts.append("verbose") }
      return Self.textPrefix + parts.joined(separator: ", ") + "\n"
    case .jsonl:
      return Self.jsonPrefix + "\"format\":\(self.format),\"touchMargin\":\(Self.number(touchMargin)),"
        + "\"tapInterval\":\(Self.number(tapInterval)),\"tapDistance\":\(Self.number(tapDistance)),"
        + "\"lenient\":\(lenient),\"verbose\":\(verbose)}\n"
    }
  }

  /// Splits a golden's text into its stamp (nil when its first line is not one) and the rest.
  package static func split(_ golden: String) -> (stamp: GoldenStamp?, body: Substring) {
    let all = golden[...]
    guard all.hasPrefix(textPrefix) || all.hasPrefix(jsonPrefix) else { return (nil, all) }
    let end = all.firstIndex(of: "\n") ?? all.endIndex
    let first = all[..<end]
    let body = end == all.endIndex ? all[end...] : all[all.index(after: end)...]
    return (parse(first), body)
  }

  /// The stamp a line spells, or nil.
  static func parse(_ line: Substring) -> GoldenStamp? {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    if line.hasPrefix(textPrefix) {
      for part in line.dropFirst(textPrefix.count).split(separator: ",") {
        let words = part.split(separator: " ")
        if words.count == 2 { values[String(words[0])] = String(words[1]) }
        if words.count == 1 { flags.insert(String(words[0])) }
      }
    } else {
      guard let node = try? JSONParser().parse(String(line), file: "golden"), let members = node.objectMembers
      else { return nil }
      let names = [
        "touchMargin": "touch-margin", "tapInterval": "tap-interval", "tapDistance": "tap-distance",
      ]
      for member in members {
        if let number = member.node.number { values[names[member.key] ?? member.key] = "\(number)" }
        if member.node.bool == true { flags.insert(member.key) }
      }
    }
    guard let format = values["format"].flatMap({ Double($0) }).flatMap({ Int(exactly: $0) }),
      let margin = values["touch-margin"].flatMap(Double.init),
      let interval = values["tap-interval"].flatMap(Double.init),
      let distance = values["tap-distance"].flatMap(Double.init)
    else { return nil }
    return GoldenStamp(
      format: format, touchMargin: margin, tapInterval: interval, tapDistance: distance,
      lenient: flags.contains("lenient"), verbose: flags.contains("verbose"))
  }

  /// How `golden` (this stamp is the check's) differs, option by option: `touch-margin 44 (this
  /// check: 70)`; empty when the options agree.
  func differences(from golden: GoldenStamp) -> [String] {
    var found: [String] = []
    func compare(_ name: String, _ old: Double, _ new: Double) {
      if old != new { found.append("\(name) \(Self.number(old)) (this check: \(Self.number(new)))") }
    }
    compare("touch-margin", golden.touchMargin, touchMargin)
    compare("tap-interval", golden.tapInterval, tapInterval)
    compare("tap-distance", golden.tapDistance, tapDistance)
    if golden.lenient != lenient {
      found.append(golden.lenient ? "--lenient (this check: strict)" : "strict (this check: --lenient)")
    }
    if golden.verbose != verbose {
      found.append(
        golden.verbose ? "--verbose (this check: not verbose)" : "not verbose (this check: --verbose)")
    }
    return found
  }

  /// The options in words: `touch-margin 44, tap-interval 0.35, tap-distance 45`.
  var optionsText: String {
    var parts = [
      "touch-margin \(Self.number(touchMargin))", "tap-interval \(Self.number(tapInterval))",
      "tap-distance \(Self.number(tapDistance))",
    ]
    if lenient { parts.append("--lenient") }
    if verbose { parts.append("--verbose") }
    return parts.joined(separator: ", ")
  }

  static func number(_ value: Double) -> String { ReplaySettings.text(value) }
}
