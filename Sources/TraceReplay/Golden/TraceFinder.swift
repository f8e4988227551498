#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds trace files (`*.jsonl`) under the given paths, in a stable order, skipping golden files.
///
/// Folders are searched recursively; hidden entries and symbolic links to folders are skipped.
/// A path named explicitly is kept whatever its extension, and `-` (standard input) passes through.
package struct TraceFinder: Sendable {
  /// The traces found and the paths that could not be read.
  package struct Result: Sendable, Equatable {
    /// The trace paths, sorted by the bytes of their UTF-8 spelling, without duplicates.
    package var traces: [String]
    /// One error per missing or unreadable path.
    package var diagnostics: [Diagnostic]
  }

  /// Opens a folder to list it: `opendir`, which sets `errno` when it returns nil. The file-system
  /// seam of the folder walk: a test makes a listing fail through it, as a user who may list any
  /// folder (root) cannot stage a permission failure with a folder's mode.
  var openFolder: @Sendable (String) -> OpaquePointer? = { opendir($0) }

  /// Creates a finder.
  package init() {}

  /// The traces under `paths` (files or folders).
  package func find(_ paths: [String]) -> Result {
    var traces: Set<String> = []
    var diagnostics: [Diagnostic] = []
    for path in paths {
      if path == "-" {
        traces.insert(path)
        continue
      }
      switch Self.kind(of: path, following: true) {
      case .missing(let reason):
        diagnostics.append(Diagnostic(file: path, message: "cannot read: \(reason)"))
      case .directory:
        walk(path, diagnostics: &diagnostics) { folder, name in
          if Self.isTrace(name) { traces.insert(Self.join(folder, name)) }
        }
      case .file, .other:
        traces.insert(path)
      }
    }
    return Result(traces: Self.sorted(traces), diagnostics: diagnostics)
  }

  /// Golden and pending files under `folders` whose trace (`name.jsonl` beside them) does not exist.
  package func unreferencedGoldens(in folders: [String]) -> [String] {
    var found: Set<String> = []
    var ignored: [Diagnostic] = []
    for folder in folders where Self.kind(of: folder, following: true) == .directory {
      walk(folder, diagnostics: &ignored) { directory, name in
        guard let stem = Self.traceStem(ofGolden: name) else { return }
        if Self.kind(of: Self.join(directory, stem + ".jsonl"), following: true) != .file {
          found.insert(Self.join(directory, name))
        }
      }
    }
    return Self.sorted(found)
  }

  /// Temporary files (`.NAME.tmp-XXXXXX`) under `folders` that an interrupted run left behind:
  /// a running write removes its own, and a signal removes them, so these outlived a SIGKILL.
  package func staleTemporaries(in folders: [String]) -> [String] {
    var found: Set<String> = []
    var ignored: [Diagnostic] = []
    for folder in folders where Self.kind(of: folder, following: true) == .directory {
      walk(folder, diagnostics: &ignored, visit: { _, _ in }) { directory, name in
        found.insert(Self.join(directory, name))
      }
    }
    return Self.sorted(found)
  }

  /// Calls `visit(folder, name)` for every regular file below `folder` (skipping hidden entries),
  /// and `temporary(folder, name)` for each hidden temporary file. A `*.jsonl` name that is not a
  /// readable file (a FIFO, a dangling link, a name that is not UTF-8) and a folder that cannot be
  /// listed are diagnostics.
  private func walk(
    _ folder: String, diagnostics: inout [Diagnostic], visit: (String, String) -> Void,
    temporary: ((String, String) -> Void)? = nil
  ) {
    guard let names = Self.entries(of: folder, opening: openFolder, diagnostics: &diagnostics) else { return }
    for name in names {
      let path = Self.join(folder, name)
      if name.hasPrefix(".") {
        // A temporary file is stale when no running process owns it: a concurrent run's is not.
        if let temporary, AtomicFile.isTemporaryName(name), !AtomicFile.isOwnedByLiveProcess(name),
          Self.kind(of: path, following: false) == .file
        {
          temporary(folder, name)
        }
        continue
      }
      switch Self.kind(of: path, following: false) {
      case .directory: walk(path, diagnostics: &diagnostics, visit: visit, temporary: temporary)
      case .file: visit(folder, name)
      case .other:
        let target = Self.kind(of: path, following: true)
        if target == .file {
          visit(folder, name)
        } else if Self.isTrace(name), target != .directory {
          diagnostics.append(Diagnostic(file: path, message: "cannot read the trace: \(Self.describe(path))"))
        }
      case .missing: continue
      }
    }
  }
}
