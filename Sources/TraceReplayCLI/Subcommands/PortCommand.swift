import Foundation
import TraceReplay

/// `tracereplay port`: turns a team's UIKit source files, unchanged, into a Swift package that
/// replays traces through their classes.
enum PortCommand {
  static let output = OptionSpec(
    "output", short: "o", help: "The package folder to write (replaced whole; never an input folder).",
    valueName: "dir")
  static let packagePath = OptionSpec(
    "package-path", help: "Depend on the tracereplay checkout at this path.", valueName: "path")
  static let packageURL = OptionSpec(
    "package-url", help: "Depend on tracereplay published at this URL (with --from).", valueName: "url")
  static let from = OptionSpec(
    "from", help: "The tracereplay version to depend on from --package-url.", valueName: "version")
  static let name = OptionSpec(
    "name", help: "The module of the loose files given.", valueName: "name", defaultValue: "PortedControls")

  static var spec: CommandSpec {
    CommandSpec(
      name: "port",
      abstract: "Turn UIKit source files, unchanged, into a package that replays through their classes.",
      discussion: """
        Each folder given (searched recursively) becomes one module named after it; loose .swift \
        files form the module --name. The files are never modified: DIR gets rewritten copies, \
        in a SwiftPM package with a `UIKit` module that re-exports the model, a registry of every \
        UIView, UIControl and UIGestureRecognizer subclass found, and the executable \
        tracereplay-ported (the whole CLI with those classes known). The rewriting is \
        mechanical: `import Foundation`/`QuartzCore`/`CoreGraphics`... become `import UIKit`; \
        @objc, dynamic and the Interface Builder attributes are dropped; #selector(tap(_:)) \
        becomes Selector("tap:"); os(iOS) holds in #if conditions; overrides in extensions move \
        into the class; every @objc method becomes performable by selector. It prints what it \
        changed in each file. See docs/commands/port.md.

        EXAMPLE:
          $ tracereplay port Sources/RangeSlider -o ported --package-path ~/src/tracereplay
          Sources/RangeSlider/RangeSlider.swift: 4 @objc removed, 2 #selector rewritten, 3 action methods registered
          wrote ported: 1 module, 1 view class, 0 recognizer classes
          $ swift build --package-path ported --product tracereplay-ported
          $ ported/.build/debug/tracereplay-ported run slide.jsonl
        """,
      arguments: [
        ArgumentSpec("paths", help: "The .swift files and folders to port.", isRepeating: true)
      ],
      options: [output, packagePath, packageURL, from, name],
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    let paths = parsed.arguments("paths")
    guard let outputPath = parsed.value("output") else {
      throw UsageError("Missing expected option '--output <dir>'", commandPath: parsed.commandPath)
    }
    let dependency: PortManifest.Dependency
    switch (parsed.value("package-path"), parsed.value("package-url"), parsed.value("from")) {
    case (let path?, nil, nil):
      dependency = .path(Porter.absolute(path, in: context.currentDirectory))
    case (nil, let url?, let version?):
      dependency = .url(url, from: version)
    case (nil, _?, nil):
      throw UsageError("'--package-url' needs '--from <version>'", commandPath: parsed.commandPath)
    case (nil, nil, _?):
      throw UsageError("'--from' goes with '--package-url <url>'", commandPath: parsed.commandPath)
    case (nil, nil, nil):
      throw UsageError(
        "Missing expected option '--package-path <path>' or '--package-url <url> --from <version>'",
        commandPath: parsed.commandPath)
    default:
      throw UsageError("give '--package-path' or '--package-url', not both", commandPath: parsed.commandPath)
    }
    let request = Porter.Request(
      paths: paths, output: outputPath, dependency: dependency,
      name: parsed.value("name") ?? "PortedControls", currentDirectory: context.currentDirectory)
    let result = try Porter.port(request)
    let color = context.stderrTerminal.allowsColor
    for warning in result.warnings { context.stderr.write(warning.rendered(color: color)) }
    for summary in result.summaries { context.stdout.write(summary.line + "\n") }
    let views = result.modules.reduce(0) { $0 + $1.views }
    let recognizers = result.modules.reduce(0) { $0 + $1.recognizers }
    context.stdout.write(
      "wrote \(DiagnosticText.escaped(outputPath)): \(ImportCommand.counted(result.modules.count, "module")), "
        + "\(ImportCommand.counted(views, "view class", "view classes")), "
        + "\(ImportCommand.counted(recognizers, "recognizer class", "recognizer classes"))\n")
    return .success
  }
}
