import TraceReplay

/// `tracereplay import getevent`: converts an Android/Linux `getevent -t` or `-lt` capture.
enum ImportGeteventCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "getevent",
      abstract: "Convert a 'getevent -t' or 'getevent -lt' capture into a trace.",
      discussion: """
        Reads the capture (FILE, or '-' for standard input; hex or labelled; multitouch protocol A or B, or single touch), ends a \
        frame at each SYN_REPORT and maps contacts to finger ids 1, 2, ...; touches still down at \
        the end are cancelled with a warning. Without --screen and --points coordinates stay in raw \
        panel units.

        EXAMPLES:
          adb shell getevent -lt /dev/input/event2 > tap.txt
          tracereplay import getevent tap.txt --screen 1080x1920 --points 390x693.33 \\
            --scene app.scene.json -o tap.jsonl
          adb exec-out cat /sdcard/tap.txt | tracereplay import getevent - -o tap.jsonl
        """,
      arguments: [ArgumentSpec("file", help: "The getevent capture, or '-' for standard input.")],
      options: ImportCommand.commonOptions,
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    let scale = try ImportCommand.scale(parsed)
    return try ImportCommand.run(parsed, context: context) { input, name, emit in
      try GeteventImporter.importInput(input, file: name, scale: scale, emit: emit)
    }
  }
}
