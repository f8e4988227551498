/// A declarative description of a command: its help text, arguments, options and subcommands.
///
/// A command with subcommands dispatches on its first positional word; a leaf command runs `run`.
public struct CommandSpec: Sendable {
  /// What a command does once its arguments are parsed; returns the process exit code.
  public typealias Handler = @Sendable (ParsedArguments, CLIContext) throws -> ExitCode

  /// The word that names the command (`run`), or the tool name for the root.
  public var name: String
  /// One line shown after `OVERVIEW:` and in the parent's `SUBCOMMANDS:` list.
  public var abstract: String
  /// Further paragraphs shown in the help after the overview; empty for none.
  public var discussion: String
  /// The positional arguments, in order.
  public var arguments: [ArgumentSpec]
  /// The named options and flags (`--help` is implicit).
  public var options: [OptionSpec]
  /// Child commands; the root of a tool usually has only these.
  public var subcommands: [CommandSpec]
  /// The version printed by `--version`; only meaningful on the root.
  public var version: String?
  /// The action of a leaf command; `nil` for a command that only groups subcommands.
  public var run: Handler?

  /// Creates a command description.
  public init(
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
