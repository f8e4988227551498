import Foundation
import Testing
import TraceReplayCLI

/// Runs the built `tracereplay` executable; skipped when it has not been built.
@Suite("The built executable")
struct EndToEndTests {
  static let executable = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/tracereplay")

  static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

  static func launch(
    _ arguments: [String], standardInput: String? = nil
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    if standardInput != nil { process.standardInput = input }
    try process.run()
    if let standardInput {
      input.fileHandleForWriting.write(Data(standardInput.utf8))
      try input.fileHandleForWriting.close()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }

  @Test("--version prints the version and exits 0", .enabled(if: isBuilt))
  func version() throws {
    let result = try Self.launch(["--version"])

    #expect(result.status == 0)
    #expect(result.stdout == CLI.version + "\n")
    #expect(result.stderr == "")
  }

  @Test("An argument that is not UTF-8 is refused with exit 2, not decoded lossily", .enabled(if: isBuilt))
  func nonUTF8Argument() throws {
    // The shell makes the bytes: a `Process` argument is a String, always valid UTF-8.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\"$0\" run \"$(printf 'tr\\200ce.jsonl')\"", Self.executable.path]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = Pipe()
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 2)
    #expect(
      stderr == "error: argument 2 is not valid UTF-8 (bytes 74 72 80 63 65 2e 6a 73 6f 6e 6c): "
        + "tracereplay reads names as UTF-8; rename the file or pass its folder\n")
  }

  @Test("A misspelt option is a usage error with exit 2", .enabled(if: isBuilt))
  func usageError() throws {
    let result = try Self.launch(["--verison"])

    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix("Error: Unknown option '--verison'. Did you mean '--version'?\n\nUsage: "))
  }

  @Test("No arguments prints the help and exits 0", .enabled(if: isBuilt))
  func noArguments() throws {
    let result = try Self.launch([])

    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: Replay recorded iOS touch traces"))
  }

  @Test("import streams the process's standard input for '-'", .enabled(if: isBuilt))
  func importStandardInput() throws {
    let result = try Self.launch(
      ["import", "csv", "-"], standardInput: "t,x,y,phase\n0,1,2,DOWN\n0.1,1,2,zz\n")

    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        <stdin>:3:9: error: unknown phase 'zz'; expected one of 'began', 'cancelled', 'down', 'ended', 'held', 'moved', 'stationary', 'up' or empty
        0.1,1,2,zz
                ^

        """)
  }
}

@Suite("An interrupted run leaves no temporary file")
struct InterruptedRunTests {
  @Test(
    "SIGTERM or SIGINT during 'import -o' (input from a FIFO that pauses) removes the temporary file",
    .enabled(if: EndToEndTests.isBuilt), arguments: [SIGTERM, SIGINT])
  func interrupted(signal: Int32) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let fifo = folder.path + "/in.csv"
    mkfifo(fifo, 0o644)
    let process = Process()
    process.executableURL = EndToEndTests.executable
    process.arguments = ["import", "csv", fifo, "-o", folder.path + "/out.jsonl"]
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Holding the FIFO open with a few rows and no end keeps the import streaming.
    let writer = try #require(FileHandle(forWritingAtPath: fifo))
    writer.write(Data("t,x,y,phase\n0,1,2,DOWN\n".utf8))
    var temporaries: [String] = []
    for _ in 0..<200 where temporaries.isEmpty {
      usleep(10_000)
      temporaries = try folder.names().filter { $0.hasPrefix(".out.jsonl.tmp-") }
    }

    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    try? writer.close()

    #expect(temporaries.count == 1)
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(try folder.names() == ["in.csv"])
  }
}

@Suite("The file behind standard input is an input")
struct StandardInputFileTests {
  @Test("shrink - -o FILE < FILE is refused and FILE is kept", .enabled(if: EndToEndTests.isBuilt))
  func shrinkOverStandardInput() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scene.json", ShrinkCommandTests.scene)
    try folder.write("long.jsonl", ShrinkCommandTests.longTrace())
    let process = Process()
    process.executableURL = EndToEndTests.executable
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    process.arguments = [
      "shrink", "-", "--scene", "scene.json", "--keep", "events=touchUpOutside", "-o", "long.jsonl",
    ]
    let input: FileHandle = try #require(FileHandle(forReadingAtPath: folder.path + "/long.jsonl"))
    process.standardInput = input
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice

    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 2)
    #expect(stderr.contains("the output is the same file as the standard input '<stdin>' it reads"))
    #expect(try folder.read("long.jsonl") == ShrinkCommandTests.longTrace())
  }
}
