// The benchmark behind `make bench`; see docs/performance.md.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `tracereplay-bench [--quick] [--sizes N,N...] [--runs N] [--out DIR] [--tool PATH]`, or
/// `tracereplay-bench decode FILE` (the JSONDecoder baseline reader).
func main() throws {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.first == "check" {
    var bench = CheckBench()
    var rest = arguments.dropFirst()
    while let flag = rest.popFirst() {
      guard let text = rest.popFirst() else { throw BenchError("\(flag) needs a value") }
      switch flag {
      case "--traces": bench.traces = try positive(text, flag)
      case "--runs": bench.runs = try positive(text, flag)
      case "--out": bench.folder = text
      case "--tool": bench.tool = text
      default: throw BenchError("unknown argument '\(flag)'")
      }
    }
    try bench.run()
    return
  }
  if arguments.first == "perturb" {
    var bench = PerturbBench()
    var rest = arguments.dropFirst()
    while let flag = rest.popFirst() {
      guard let text = rest.popFirst() else { throw BenchError("\(flag) needs a value") }
      switch flag {
      case "--runs": bench.runs = try positive(text, flag)
      case "--out": bench.folder = text
      case "--tool": bench.tool = text
      default: throw BenchError("unknown argument '\(flag)'")
      }
    }
    try bench.run()
    return
  }
  if arguments.first == "shrink" {
    var bench = ShrinkBench()
    var rest = arguments.dropFirst()
    while let flag = rest.popFirst() {
      guard let text = rest.popFirst() else { throw BenchError("\(flag) needs a value") }
      switch flag {
      case "--samples": bench.samples = try positive(text, flag)
      case "--out": bench.folder = text
      case "--tool": bench.tool = text
      default: throw BenchError("unknown argument '\(flag)'")
      }
    }
    try bench.run()
    return
  }
  if arguments.first == "port" {
    var bench = PortBench()
    var rest = arguments.dropFirst()
    while let flag = rest.popFirst() {
      guard let text = rest.popFirst() else { throw BenchError("\(flag) needs a value") }
      switch flag {
      case "--lines": bench.lines = try positive(text, flag)
      case "--runs": bench.runs = try positive(text, flag)
      case "--out": bench.folder = text
      case "--tool": bench.tool = text
      default: throw BenchError("unknown argument '\(flag)'")
      }
    }
    try bench.run()
    return
  }
  if arguments.first == "decode" {
    guard arguments.count == 2 else { throw BenchError("usage: tracereplay-bench decode FILE") }
    try DecodeBaseline.run(path: arguments[1])
    return
  }
  var options = Bench.Options()
  var index = 0
  func value() throws -> String {
    index += 1
    guard index < arguments.count else { throw BenchError("\(arguments[index - 1]) needs a value") }
    return arguments[index]
  }
  while index < arguments.count {
    switch arguments[index] {
    case "--quick":
      options.sizes = [10_000, 100_000, 1_000_000]
      options.runsOverride = 1
      options.startupRuns = 5
    case "--sizes":
      options.sizes = try value().split(separator: ",").map { text in
        guard let size = Int(text), size > 0 else { throw BenchError("bad size '\(text)'") }
        return size
      }
    case "--runs":
      guard let runs = Int(try value()), runs > 0 else { throw BenchError("bad --runs") }
      options.runsOverride = runs
    case "--out":
      options.folder = try value()
    case "--tool":
      options.tool = try value()
    case "-h", "--help":
      print("usage: tracereplay-bench [--quick] [--sizes N,N...] [--runs N] [--out DIR] [--tool PATH]")
      print("  --tool PATH  time another tracereplay build (default: the one beside this binary)")
      print("       tracereplay-bench decode FILE")
      print("       tracereplay-bench check [--traces N] [--runs N] [--out DIR] [--tool PATH]")
      print("       tracereplay-bench perturb [--runs N] [--out DIR] [--tool PATH]")
      return
    default:
      throw BenchError("unknown argument '\(arguments[index])'")
    }
    index += 1
  }
  try Bench(options: options).run()
}

func positive(_ text: String, _ flag: String) throws -> Int {
  guard let value = Int(text), value > 0 else { throw BenchError("bad \(flag) '\(text)'") }
  return value
}

do {
  try main()
} catch {
  FileHandle.standardError.write(Data("tracereplay-bench: \(error)\n".utf8))
  exit(1)
}
