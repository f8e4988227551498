/// A declarative description of a command: its help text, arguments, options and subcommands.
///
/// A command with subcommands dispatches on its first positional word; a leaf command runs `run`.
package struct CommandSpec: Sendable {
  /// What a command does once its arguments are parsed; returns the process exit code.
  package typealias Handler = @Sendable (ParsedArguments, CLIContext) throws -> ExitCode

  /// The word that names the command (`run`), or the tool name for the root.
  package var name: String
  /// One line shown after `OVERVIEW:` and in the parent's `SUBCOMMANDS:` list.
  package var abstract: String
  /// Further paragraphs shown in the help after the overview; empty for none.
  package var discussion: String
  /// The positional arguments, in order.
  package var arguments: [ArgumentSpec]
  /// The named options and flags (`--help` is implicit).
  package var options: [OptionSpec]
  /// Child commands; the root of a tool usually has only these.
  package var subcommands: [CommandSpec]
  /// The version printed by `--version`; only meaningful on the root.
  package var version: String?
  /// The action of a leaf command; `nil` for a command that only groups subcommands.
  package var run: Handler?

  /// Creates a command description.
  package init(
    name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], subcommands: [CommandSpec] = [], version: String? = nil,
    run: Handler? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.version = version
    self.run = run
  }
}
