extension CommandSpec {
  /// The column where help text starts in the `ARGUMENTS:`, `OPTIONS:` and `SUBCOMMANDS:` lists.
  static let helpColumn = 26

  /// The usage line after `USAGE:`, e.g. `tracereplay run <trace> [--format <format>]`.
  package func usage(commandPath: [String]) -> String {
    var parts = [commandPath.joined(separator: " ")]
    if !subcommands.isEmpty {
      parts.append("<subcommand>")
      return parts.joined(separator: " ")
    }
    for argument in arguments {
      var text = "<\(argument.name)>"
      if argument.isRepeating { text += " ..." }
      parts.append(argument.isOptional ? "[\(text)]" : text)
    }
    for option in options {
      parts.append(option.isRepeating ? "[\(option.synopsis) ...]" : "[\(option.synopsis)]")
    }
    return parts.joined(separator: " ")
  }

  /// The full help text, ending in a newline.
  package func helpText(commandPath: [String], version: String?) -> String {
    var lines = ["OVERVIEW: \(abstract)", ""]
    if !discussion.isEmpty {
      lines += [discussion, ""]
    }
    lines += ["USAGE: \(usage(commandPath: commandPath))", ""]
    if !arguments.isEmpty {
      lines.append("ARGUMENTS:")
      for argument in arguments {
        lines += Self.row("<\(argument.name)>", argument.help)
      }
      lines.append("")
    }
    lines.append("OPTIONS:")
    for option in options {
      lines += Self.row(Self.label(option), Self.describe(option))
    }
    if version != nil && option(named: "version") == nil {
      lines += Self.row("--version", "Show the version.")
    }
    lines += Self.row("-h, --help", "Show help information.")
    lines.append("")
    if !subcommands.isEmpty {
      lines.append("SUBCOMMANDS:")
      for subcommand in subcommands {
        lines += Self.row(subcommand.name, subcommand.abstract)
      }
      if subcommand(named: "help") == nil {
        lines += Self.row("help", "Show subcommand help information.")
      }
      lines.append("")
      lines.append("  See '\(commandPath.joined(separator: " ")) help <subcommand>' for detailed help.")
    }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func label(_ option: OptionSpec) -> String {
    guard let short = option.short else { return option.synopsis }
    return "-\(short), \(option.synopsis)"
  }

  private static func describe(_ option: OptionSpec) -> String {
    var notes: [String] = []
    if case .choice(let allowed) = option.kind {
      notes.append("values: " + allowed.joined(separator: ", "))
    }
    if let value = option.defaultValue {
      notes.append("default: \(value)")
    }
    guard !notes.isEmpty else { return option.help }
    let suffix = "(" + notes.joined(separator: "; ") + ")"
    return option.help.isEmpty ? suffix : "\(option.help) \(suffix)"
  }

  /// One aligned row; a label too wide for the column puts the help on the next line.
  private static func row(_ label: String, _ help: String) -> [String] {
    let lead = "  " + label
    let indent = String(repeating: " ", count: helpColumn)
    if help.isEmpty { return [lead] }
    if lead.count + 2 > helpColumn {
      return [lead, indent + help]
    }
    return [lead + String(repeating: " ", count: helpColumn - lead.count) + help]
  }
}
