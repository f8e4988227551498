extension GoldenCheck {
  /// The outcome of checking one trace against one golden.
  package struct Result: Sendable, Equatable {
    /// How a check ended.
    package enum Status: String, Sendable {
      /// The output matched the golden.
      case passed
      /// The output differed, or the golden is missing and may not be recorded.
      case failed
      /// The golden did not exist and was written.
      case recorded
      /// The golden existed and was rewritten with the output.
      case updated
      /// The trace did not match the filter.
      case skipped
      /// The replay stopped on bad input, or a file could not be read or written.
      case error
    }

    /// The trace's path as given.
    package var trace: String
    /// The golden's path.
    package var golden: String
    /// The output format this golden holds.
    package var format: ReplayRequest.Format
    /// How the check ended.
    package var status: Status
    /// One line saying why, for anything but a plain pass.
    package var message: String?
    /// The unified diff from the golden to the output, when they differ.
    package var diff: String?
    /// The same diff with ANSI colour, when `diffColor` was set.
    package var coloredDiff: String?
    /// The pending file written with the output (`name.golden.txt.new`), when one was.
    package var pending: String?
    /// The problem that stopped the replay or a write, when there was one.
    package var diagnostic: Diagnostic?
    /// Whether the golden was (re)written.
    package var wroteGolden = false
    /// The stale pending file removed because the check passed or the golden was written.
    package var removedPending: String?
    /// Things worth knowing that do not change the status (a golden with CRLF line endings).
    package var notes: [String] = []

    /// Whether the check succeeded (a recorded or updated golden does; the summary counts those
    /// apart from passes).
    package var isPass: Bool { status == .passed || status == .recorded || status == .updated }
    /// Whether the check counts as failed in the summary.
    package var isFailure: Bool { status == .failed || status == .error }
  }

  /// The counts printed at the end of a check.
  package struct Summary: Sendable, Equatable {
    /// Checks whose output matched its golden (an unchanged golden rewritten by `--update=all`
    /// included).
    package var passed: Int
    /// Goldens written where there were none (`--update=missing`): new recordings, not passes,
    /// as Jest counts snapshots "written" apart from those that passed.
    package var recorded: Int
    /// Differing goldens rewritten (`--update=failed` or `all`).
    package var updated: Int
    /// Checks that differed, had no golden to compare with, or stopped on an error.
    package var failed: Int
    /// Traces left out by the filter.
    package var skipped: Int

    /// Counts `results`.
    package init(_ results: [Result]) {
      passed = results.count { $0.status == .passed }
      recorded = results.count { $0.status == .recorded }
      updated = results.count { $0.status == .updated }
      failed = results.count(where: \.isFailure)
      skipped = results.count { $0.status == .skipped }
    }

    /// `N passed, N failed`, led by `N recorded, ` and `N updated, ` when goldens were written,
    /// with `, N skipped` when any were skipped: `3 recorded, 0 passed, 0 failed`.
    package var line: String {
      var parts: [String] = []
      if recorded > 0 { parts.append("\(recorded) recorded") }
      if updated > 0 { parts.append("\(updated) updated") }
      parts += ["\(passed) passed", "\(failed) failed"]
      if skipped > 0 { parts.append("\(skipped) skipped") }
      return parts.joined(separator: ", ")
    }
  }
}
