/// Parses a command line against a `CommandSpec` tree.
///
/// Recognises `--name value`, `--name=value`, `-o value`, flags, `--` (end of options), `-` as a
/// positional (standard input), `-h`/`--help`/`help <subcommand>` and `--version`.
package struct ArgumentParser: Sendable {
  /// What the command line asks for.
  package enum Outcome: Sendable, Equatable {
    /// Run the command at `arguments.commandPath` with these arguments.
    case run(ParsedArguments)
    /// Print the help of the command at this path (names from the root).
    case help([String])
    /// Print the version.
    case version(String)
  }

  /// The root of the command tree.
  package var root: CommandSpec

  /// Creates a parser for the tool described by `root`.
  package init(root: CommandSpec) {
    self.root = root
  }

  /// Parses `arguments` (without the executable name).
  ///
  /// A `-h` or `--help` before `--` wins over any mistake elsewhere on the line.
  package func parse(_ arguments: [String]) throws(UsageError) -> Outcome {
    do {
      return try parseStrictly(arguments)
    } catch {
      let options = arguments.prefix { $0 != "--" }
      if options.contains("--help") || options.contains("-h") {
        return .help(error.commandPath)
      }
      throw error
    }
  }

  private func parseStrictly(_ arguments: [String]) throws(UsageError) -> Outcome {
    var state = State(command: root, path: [root.name])
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if state.optionsEnded || word == "-" || !word.hasPrefix("-") {
        if let outcome = try takePositional(word, rest: arguments[index...], state: &state) {
          return outcome
        }
        continue
      }
      switch word {
      case "--":
        state.optionsEnded = true
      case "--help", "-h":
        return .help(state.path)
      case "--version" where root.version != nil && state.command.option(named: "version") == nil:
        return .version(root.version ?? "")
      default:
        try takeOption(word, arguments: arguments, index: &index, state: &state)
      }
    }
    if state.command.run == nil {
      return .help(state.path)
    }
    return .run(try finish(state))
  }
}

extension ArgumentParser {
  /// The parse in progress.
  struct State {
    var command: CommandSpec
    var path: [String]
    var words: [String] = []
    var optionValues: [String: [String]] = [:]
    var defaults: [String: String] = [:]
    var optionsEnded = false

    init(command: CommandSpec, path: [String]) {
      self.command = command
      self.path = path
      addDefaults()
    }

    mutating func addDefaults() {
      for option in command.options {
        if let value = option.defaultValue { defaults[option.name] = value }
      }
    }

    func error(_ message: String) -> UsageError {
      UsageError(message, commandPath: path)
    }
  }

  /// Handles a positional word: a subcommand name, `help <subcommand>`, or an argument value.
  private func takePositional(
    _ word: String, rest: ArraySlice<String>, state: inout State
  ) throws(UsageError) -> Outcome? {
    guard !state.command.subcommands.isEmpty, state.words.isEmpty, !state.optionsEnded else {
      state.words.append(word)
      return nil
    }
    if word == "help" && state.command.subcommand(named: "help") == nil {
      var path = state.path
      var command = state.command
      for name in rest {
        guard let next = command.subcommand(named: name) else {
          throw unknownSubcommand(name, of: command, path: path)
        }
        command = next
        path.append(name)
      }
      return .help(path)
    }
    guard let next = state.command.subcommand(named: word) else {
      throw unknownSubcommand(word, of: state.command, path: state.path)
    }
    state.command = next
    state.path.append(word)
    state.addDefaults()
    return nil
  }

  private func unknownSubcommand(_ word: String, of command: CommandSpec, path: [String]) -> UsageError {
    var message = "Unknown subcommand '\(word)'"
    if let guess = closestMatch(to: word, among: command.subcommands.map(\.name) + ["help"]) {
      message += ". Did you mean '\(guess)'?"
    }
    return UsageError(message, commandPath: path)
  }

  /// Handles a word starting with `-`: a long or short option, with its value when it takes one.
  private func takeOption(
    _ word: String, arguments: [String], index: inout Int, state: inout State
  ) throws(UsageError) {
    var inlineValue: String?
    let option: OptionSpec
    if word.hasPrefix("--") {
      var name = String(word.dropFirst(2))
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let found = state.command.option(named: name) else {
        throw unknownOption("--\(name)", state: state)
      }
      option = found
    } else {
      let letters = word.dropFirst()
      guard letters.count == 1, let letter = letters.first, let found = state.command.option(short: letter)
      else {
        throw state.error("Unknown option '\(word)'")
      }
      option = found
    }
    if option.isFlag {
      if inlineValue != nil {
        throw state.error("Unexpected value '\(inlineValue ?? "")' for '--\(option.name)'")
      }
      state.optionValues[option.name, default: []].append("")
      return
    }
    let value: String
    if let inlineValue {
      value = inlineValue
    } else if index < arguments.count, Self.canBeValue(arguments[index]) {
      value = arguments[index]
      index += 1
    } else {
      throw state.error("Missing value for '\(option.synopsis)'")
    }
    try validate(value, for: option, state: state)
    if option.isRepeating {
      state.optionValues[option.name, default: []].append(value)
    } else {
      state.optionValues[option.name] = [value]
    }
  }

  /// Whether the word after an option may be taken as its value rather than as another option.
  /// A word that starts with `-` and a digit or a point (`-1`, `-1..`, `-.5`) is a value: no
  /// option's name starts with one.
  private static func canBeValue(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word != "-" else { return true }
    let second = word.utf8.dropFirst().first
    return Double(word) != nil || second.map { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E } == true
  }

  private func unknownOption(_ spelling: String, state: State) -> UsageError {
    var candidates = state.command.options.map { "--\($0.name)" } + ["--help"]
    if root.version != nil { candidates.append("--version") }
    var message = "Unknown option '\(spelling)'"
    if let guess = closestMatch(to: spelling, among: candidates) {
      message += ". Did you mean '\(guess)'?"
    }
    return state.error(message)
  }

  /// Checks an option's value against its kind.
  private func validate(_ value: String, for option: OptionSpec, state: State) throws(UsageError) {
    let prefix = "The value '\(value)' is invalid for '\(option.synopsis)'."
    switch option.kind {
    case .flag:
      return
    case .string:
      if value.isEmpty && option.valueName == "file" {
        throw state.error("\(prefix) Please provide a path: an empty one names no file.")
      }
    case .choice(let allowed):
      if !allowed.contains(value) {
        throw state.error("\(prefix) Please provide one of \(Self.quotedList(allowed)).")
      }
    case .integer(let range):
      guard let number = Int(value) else {
        throw state.error("\(prefix) Please provide \(Self.describe("a whole number", range)).")
      }
      if let range, !range.contains(number) {
        throw state.error("\(prefix) Please provide \(Self.describe("a whole number", range)).")
      }
    case .number(let range):
      guard Self.isDecimal(value), let number = Double(value), number.isFinite else {
        throw state.error("\(prefix) Please provide \(Self.describe("a number", range)).")
      }
      if let range, !range.contains(number) {
        throw state.error("\(prefix) Please provide \(Self.describe("a number", range)).")
      }
    }
  }

  /// Whether `word` is a decimal number as people write one (`12`, `-0.5`, `.5`, `1e-3`): Swift's
  /// `Double(_:)` also reads hexadecimal (`0x10`), which `--seed` and the whole-number options
  /// refuse, so the number options refuse it too.
  static func isDecimal(_ word: String) -> Bool {
    var bytes = word.utf8[...]
    func digits() -> Int {
      let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == 0x2B || bytes.first == 0x2D { bytes = bytes.dropFirst() }
    var mantissa = digits()
    if bytes.first == 0x2E {
      bytes = bytes.dropFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if bytes.first == 0x65 || bytes.first == 0x45 {
      bytes = bytes.dropFirst()
      if bytes.first == 0x2B || bytes.first == 0x2D { bytes = bytes.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }

  private static func describe<Bound>(_ noun: String, _ range: ClosedRange<Bound>?) -> String {
    guard let range else { return noun }
    return "\(noun) from \(range.lowerBound) to \(range.upperBound)"
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func quotedList(_ words: [String]) -> String {
    let quoted = words.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    if quoted.count == 1 { return last }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }

  /// Assigns the collected positional words to the command's arguments.
  private func finish(_ state: State) throws(UsageError) -> ParsedArguments {
    var positionals: [String: [String]] = [:]
    var remaining = state.words[...]
    let specs = state.command.arguments
    for (offset, spec) in specs.enumerated() {
      let requiredAfter = specs[(offset + 1)...].filter { !$0.isOptional }.count
      let available = max(0, remaining.count - requiredAfter)
      let take = spec.isRepeating ? available : min(1, available)
      if take == 0 && !spec.isOptional {
        throw state.error("Missing expected argument '<\(spec.name)>'")
      }
      if take > 0 {
        positionals[spec.name] = Array(remaining.prefix(take))
        remaining = remaining.dropFirst(take)
      }
    }
    if remaining.count == 1, let extra = remaining.first {
      throw state.error("Unexpected argument '\(extra)'")
    }
    if remaining.count > 1 {
      let list = remaining.map { "'\($0)'" }.joined(separator: ", ")
      throw state.error("\(remaining.count) unexpected arguments: \(list)")
    }
    return ParsedArguments(
      commandPath: state.path, positionals: positionals, optionValues: state.optionValues,
      defaults: state.defaults)
  }

  /// The candidate nearest to `word` by edit distance, when it is near enough to be a likely typo.
  func closestMatch(to word: String, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word, candidate)
      let limit = max(2, candidate.count / 3)
      if distance <= limit && distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }
}

/// The Levenshtein distance between two strings, counted in characters.
///
/// Kept local to the CLI until it is merged with `Diagnostics/Suggestions.swift`.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
