import Foundation
import TraceReplay

/// The traces under the paths a user gave `check` or `accept`, named the way the user wrote them
/// (relative to the current directory), while the files are found from `CLIContext.currentDirectory`.
struct TraceSearch {
  /// The paths as given (`.` when none were).
  var paths: [String]
  /// The traces found, sorted by their displayed path.
  var traces: [String]
  /// JSON Lines files found in folders that are not traces (`TraceProbe`), sorted; a file named
  /// explicitly is always taken as a trace.
  var notTraces: [String] = []
  /// Entries met in the folders that could not be read: a subfolder that cannot be listed, a
  /// `*.jsonl` that is a FIFO, a dangling link or has a name that is not UTF-8. Each names its path.
  var problems: [Diagnostic]
  private var folders: [(given: String, actual: String)]

  /// Finds the traces; a missing or unreadable path given is a `Diagnostic` (exit 2).
  init(paths given: [String], context: CLIContext) throws(Diagnostic) {
    paths = given.isEmpty ? ["."] : given
    var traces: Set<String> = []
    var others: Set<String> = []
    folders = []
    problems = []
    for path in paths {
      if path == "-" {
        throw Diagnostic(file: "-", message: "standard input cannot be checked: name trace files or folders")
      }
      guard !path.isEmpty else {
        throw Diagnostic(file: "''", message: "an empty path names no trace or folder")
      }
      let actual = Self.resolve(path, in: context.currentDirectory)
      let result = TraceFinder().find([actual])
      for var problem in result.diagnostics {
        if problem.file == actual && !Self.isDirectory(actual) {
          problem.file = path
          throw problem
        }
        problem.file = Self.display(problem.file, given: path, actual: actual)
        problems.append(problem)
      }
      let isFolder = Self.isDirectory(actual)
      if isFolder { folders.append((path, actual)) }
      for trace in result.traces {
        let shown = Self.display(trace, given: path, actual: actual)
        if isFolder && TraceProbe.isOtherJSONLines(atPath: trace) {
          others.insert(shown)
        } else {
          traces.insert(shown)
        }
      }
    }
    self.traces = traces.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    notTraces = others.subtracting(traces).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Temporary files an interrupted run left in the folders searched, as displayed paths.
  func staleTemporaries() -> [String] {
    var found: Set<String> = []
    for folder in folders {
      for path in TraceFinder().staleTemporaries(in: [folder.actual]) {
        found.insert(Self.display(path, given: folder.given, actual: folder.actual))
      }
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Goldens and pending files in the folders searched that have no trace, as displayed paths.
  func unreferencedGoldens() -> [String] {
    var found: Set<String> = []
    for folder in folders {
      for path in TraceFinder().unreferencedGoldens(in: [folder.actual]) {
        found.insert(Self.display(path, given: folder.given, actual: folder.actual))
      }
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// `path` resolved against `directory` unless it is absolute.
  static func resolve(_ path: String, in directory: String) -> String {
    guard !path.hasPrefix("/"), !directory.isEmpty else { return path }
    return directory.hasSuffix("/") ? directory + path : directory + "/" + path
  }

  /// A path found under `actual`, spelt from the user's `given` path; `./` is dropped.
  private static func display(_ found: String, given: String, actual: String) -> String {
    guard found.hasPrefix(actual) else { return found }
    if found == actual { return given }
    let shown = given + found.dropFirst(actual.count)
    return shown.hasPrefix("./") && shown.count > 2 ? String(shown.dropFirst(2)) : shown
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
