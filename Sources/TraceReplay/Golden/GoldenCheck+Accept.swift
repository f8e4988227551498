#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension GoldenCheck {
  /// A pending file moved over its golden by `accept`.
  public struct Acceptance: Sendable, Equatable {
    /// The pending file, as `name.golden.txt.new`.
    public var pending: String
    /// The golden it replaced or created.
    public var golden: String
  }

  /// Moves the pending `.new` files of `traces` (paths as given, resolved against
  /// `workingDirectory`) over their goldens with `rename`, in order; stops at the first failure.
  public static func accept(
    traces: [String], workingDirectory: String?
  ) throws(Diagnostic) -> [Acceptance] {
    var accepted: [Acceptance] = []
    for trace in traces {
      for format in ReplayRequest.Format.allCases {
        let golden = goldenPath(forTrace: trace, format: format)
        let pending = golden + TraceFinder.pendingSuffix
        let pendingFile = Paths.resolve(pending, in: workingDirectory)
        guard TraceFinder.kind(of: pendingFile, following: true) == .file else { continue }
        guard rename(pendingFile, Paths.resolve(golden, in: workingDirectory)) == 0 else {
          let reason = String(cString: strerror(errno))
          throw Diagnostic(file: pending, message: "cannot move the pending file over '\(golden)': \(reason)")
        }
        accepted.append(Acceptance(pending: pending, golden: golden))
      }
    }
    return accepted
  }
}
