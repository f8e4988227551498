import Testing

@testable import TraceReplayCLI

@Suite("Argument parsing")
struct ArgumentParserTests {
  let parser = ArgumentParser(root: Fixtures.root)

  func parsed(_ arguments: [String]) throws -> ParsedArguments {
    guard case .run(let parsed) = try parser.parse(arguments) else {
      Issue.record("expected a command to run for \(arguments)")
      return ParsedArguments(commandPath: [])
    }
    return parsed
  }

  @Test(
    "Option values are read in every spelling",
    arguments: [
      ["run", "a.jsonl", "--format", "jsonl"],
      ["run", "a.jsonl", "--format=jsonl"],
      ["run", "--format", "jsonl", "a.jsonl"],
    ])
  func optionSpellings(arguments: [String]) throws {
    let result = try parsed(arguments)

    #expect(result.commandPath == ["tracereplay", "run"])
    #expect(result.argument("trace") == "a.jsonl")
    #expect(result.value("format") == "jsonl")
  }

  @Test("Defaults apply when an option is absent")
  func defaults() throws {
    let result = try parsed(["check"])

    #expect(result.value("update") == "none")
    #expect(result.integer("jobs") == 1)
    #expect(result.number("speed") == nil)
    #expect(result.arguments("paths") == [])
  }

  @Test("Short options and flags are recognised")
  func shortOptions() throws {
    let result = try parsed(["run", "-o", "out.txt", "-v", "t.jsonl"])

    #expect(result.value("output") == "out.txt")
    #expect(result.flag("verbose"))
    #expect(!result.flag("missing"))
  }

  @Test("A lone dash is a positional argument meaning standard input")
  func dashIsPositional() throws {
    let result = try parsed(["run", "-"])

    #expect(result.argument("trace") == "-")
  }

  @Test("A double dash ends options")
  func doubleDash() throws {
    let result = try parsed(["check", "--", "--update", "-x"])

    #expect(result.arguments("paths") == ["--update", "-x"])
    #expect(result.value("update") == "none")
  }

  @Test("Numbers are validated and read back typed")
  func numbers() throws {
    let result = try parsed(["check", "--jobs", "8", "--speed=1.5"])

    #expect(result.integer("jobs") == 8)
    #expect(result.number("speed") == 1.5)
  }

  @Test("Repeating options keep every value; others keep the last")
  func repeating() throws {
    let result = try parsed(["check", "--filter", "a", "--filter", "b", "--jobs", "2", "--jobs", "3"])

    #expect(result.values("filter") == ["a", "b"])
    #expect(result.values("jobs") == ["3"])
  }

  @Test(
    "Help and version requests are recognised",
    arguments: [
      (["--help"], ArgumentParser.Outcome.help(["tracereplay"])),
      (["-h"], .help(["tracereplay"])),
      ([], .help(["tracereplay"])),
      (["help"], .help(["tracereplay"])),
      (["help", "run"], .help(["tracereplay", "run"])),
      (["run", "--help"], .help(["tracereplay", "run"])),
      (["run", "x", "-h"], .help(["tracereplay", "run"])),
      (["--version"], .version("1.2.3")),
    ])
  func helpAndVersion(arguments: [String], expected: ArgumentParser.Outcome) throws {
    #expect(try parser.parse(arguments) == expected)
  }

  @Test(
    "Usage errors are worded exactly",
    arguments: [
      (["run", "t", "--fromat", "text"], "Unknown option '--fromat'. Did you mean '--format'?"),
      (["run", "t", "--zzzzzz"], "Unknown option '--zzzzzz'"),
      (["run", "t", "-x"], "Unknown option '-x'"),
      (["run", "t", "--format"], "Missing value for '--format <format>'"),
      (["run", "t", "--format", "--verbose"], "Missing value for '--format <format>'"),
      (
        ["run", "t", "--format", "xml"],
        "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' or 'jsonl'."
      ),
      (
        ["check", "--update=some"],
        "The value 'some' is invalid for '--update <mode>'. "
          + "Please provide one of 'none', 'missing', 'failed' or 'all'."
      ),
      (
        ["check", "--jobs", "many"],
        "The value 'many' is invalid for '--jobs <jobs>'. Please provide a whole number from 1 to 64."
      ),
      (
        ["check", "--jobs", "0"],
        "The value '0' is invalid for '--jobs <jobs>'. Please provide a whole number from 1 to 64."
      ),
      (
        ["check", "--speed", "nan"],
        "The value 'nan' is invalid for '--speed <speed>'. Please provide a number from 0.5 to 4.0."
      ),
      (
        ["check", "--speed", "0x1p1"],
        "The value '0x1p1' is invalid for '--speed <speed>'. Please provide a number from 0.5 to 4.0."
      ),
      (["run", "t", "--verbose=yes"], "Unexpected value 'yes' for '--verbose'"),
      (["run"], "Missing expected argument '<trace>'"),
      (["run", "a", "b"], "Unexpected argument 'b'"),
      (["run", "a", "b", "c"], "2 unexpected arguments: 'b', 'c'"),
      (["rnu"], "Unknown subcommand 'rnu'. Did you mean 'run'?"),
      (["frobnicate"], "Unknown subcommand 'frobnicate'"),
      (["help", "chek"], "Unknown subcommand 'chek'. Did you mean 'check'?"),
      (["--verison"], "Unknown option '--verison'. Did you mean '--version'?"),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try parser.parse(arguments) }
    do {
      _ = try parser.parse(arguments)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test("A command without an action shows its help")
  func commandWithoutAction() throws {
    let parser = ArgumentParser(root: CommandSpec(name: "tool", abstract: "Does nothing."))

    #expect(try parser.parse([]) == .help(["tool"]))
  }

  @Test("A mistake before -h still shows the help of the command reached, but not after --")
  func helpWinsOverMistakes() throws {
    #expect(try parser.parse(["rnu", "-h"]) == .help(["tracereplay"]))
    #expect(try parser.parse(["run", "--format", "xml", "-h"]) == .help(["tracereplay", "run"]))
    #expect(try parsed(["run", "--", "-h"]).argument("trace") == "-h")
  }

  @Test(
    "Edit distance counts insertions, deletions and substitutions",
    arguments: [
      ("", "", 0), ("", "abc", 3), ("kitten", "sitting", 3), ("--fromat", "--format", 2), ("run", "run", 0),
    ])
  func distance(a: String, b: String, expected: Int) {
    #expect(editDistance(a, b) == expected)
    #expect(editDistance(b, a) == expected)
  }
}

@Suite("Number options read decimal numbers only")
struct DecimalNumberTests {
  @Test(
    "a decimal number is read, hexadecimal and other spellings Double(_:) accepts are not",
    arguments: [
      ("12", true), ("-0.5", true), (".5", true), ("5.", true), ("1e-3", true), ("+2E2", true),
      ("0x10", false), ("0x1p1", false), ("inf", false), ("nan", false), ("", false), (".", false),
      ("1e", false), ("1.2.3", false), ("--1", false),
    ])
  func decimal(word: String, isDecimal: Bool) {
    #expect(ArgumentParser.isDecimal(word) == isDecimal)
  }
}
