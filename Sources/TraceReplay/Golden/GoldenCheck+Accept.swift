import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension GoldenCheck {
  /// A pending file moved over its golden by `accept`.
  package struct Acceptance: Sendable, Equatable {
    /// The pending file, as `name.golden.txt.new`.
    package var pending: String
    /// The golden it replaced or created.
    package var golden: String
  }

  /// Moves the pending `.new` files of `traces` (paths as given, resolved against
  /// `workingDirectory`) over their goldens, in order; stops at the first failure.
  ///
  /// The goldens are written as `check` writes them: a golden that is a link in the trace's
  /// folder has its target replaced (the link stays a link), a link out of the folder is
  /// refused, a read-only golden is not replaced, a golden that is a folder, a FIFO or a device
  /// is an error; a pending file that is a link out of the folder, or not a regular file, is an
  /// error naming it and is left where it is.
  package static func accept(
    traces: [String], workingDirectory: String?
  ) throws(Diagnostic) -> [Acceptance] {
    var accepted: [Acceptance] = []
    for trace in traces {
      let base = Paths.directory(of: trace)
      let folder = base.isEmpty ? (workingDirectory ?? ".") : Paths.resolve(base, in: workingDirectory)
      for format in ReplayRequest.Format.allCases {
        let golden = goldenPath(forTrace: trace, format: format)
        let pending = golden + TraceFinder.pendingSuffix
        let pendingFile = Paths.resolve(pending, in: workingDirectory)
        var link = stat()
        guard lstat(pendingFile, &link) == 0 else { continue }
        try acceptOne(
          pending: (pending, pendingFile, isLink: link.st_mode & S_IFMT == S_IFLNK),
          golden: (golden, Paths.resolve(golden, in: workingDirectory)), folder: folder)
        accepted.append(Acceptance(pending: pending, golden: golden))
      }
    }
    return accepted
  }

  /// Moves one pending file over its golden, by `check`'s write rules.
  private static func acceptOne(
    pending: (display: String, file: String, isLink: Bool), golden: (display: String, file: String),
    folder: String
  ) throws(Diagnostic) {
    try refuseLinkOut(pending.file, display: pending.display, folder: folder)
    var status = stat()
    guard stat(pending.file, &status) == 0 else {
      throw Diagnostic(
        file: pending.display,
        message: "cannot accept the pending file: \(TraceFinder.describe(pending.file))")
    }
    if let kind = InputFile.describeNonRegular(status) {
      throw Diagnostic(
        file: pending.display, message: "the pending file is \(kind), not a regular file; it was not accepted"
      )
    }
    try refuseLinkOut(golden.file, display: golden.display, folder: folder)
    let target: String
    do throws(Diagnostic) {
      switch try AtomicFile(path: golden.file).destination() {
      case .replace(let path): target = path
      case .direct:
        var found = stat()
        let kind =
          stat(golden.file, &found) == 0 ? InputFile.describeNonRegular(found) ?? "not a file" : "not a file"
        throw Diagnostic(
          file: golden.display, message: "the golden is \(kind), not a regular file; it was not replaced")
      }
    } catch {
      var named = error
      if named.file == golden.file { named.file = golden.display }
      throw named
    }
    var existing = stat()
    let exists = stat(target, &existing) == 0
    if exists && (existing.st_mode & 0o222 == 0 || access(target, W_OK) != 0) {
      throw Diagnostic(
        file: golden.display, message: "the file is read-only; it was not replaced",
        notes: ["make it writable (chmod u+w) to let tracereplay replace it"])
    }
    if pending.isLink {
      // A link in the folder to the pending output: its bytes go to the golden, the link goes.
      guard let bytes = FileManager.default.contents(atPath: pending.file) else {
        throw Diagnostic(file: pending.display, message: "cannot read the pending file")
      }
      do throws(Diagnostic) {
        try AtomicFile(path: target).write(bytes: [UInt8](bytes))
      } catch {
        var named = error
        named.file = golden.display
        throw named
      }
      unlink(pending.file)
      return
    }
    if exists { chmod(pending.file, existing.st_mode & 0o7777) }
    guard rename(pending.file, target) == 0 else {
      let reason = String(cString: strerror(errno))
      throw Diagnostic(
        file: pending.display, message: "cannot move the pending file over '\(golden.display)': \(reason)")
    }
  }
}
