// TraceReplayCLI: the `tracereplay` command line as a library, so that a program with its own
// classes runs every command with them, and tests run commands in-process.
//
// Public: `CLI.run(_:registry:)` (the whole command line over the process's streams, with your
// `ClassRegistry`: a custom `main.swift` is one line) and `CLI.run(_:context:)` with
// `CLIContext.inMemory(...)` (its `registry`, environment and directory, the output read from
// `stdout.contents` / `stderr.contents`). Argument parsing, the subcommands and the process's
// context are `package`, for TraceReplayTool's `main.swift` and this package's tests.
