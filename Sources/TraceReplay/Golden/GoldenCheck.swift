/// Checks traces against their golden files: replays each trace into a string and compares it
/// byte for byte with `name.golden.txt` / `name.golden.jsonl` beside it, recording goldens or
/// pending `.new` files as the update mode asks.
///
/// Traces are replayed in parallel (`jobs` at a time); results come back in the order given.
package struct GoldenCheck {
  /// Which goldens a check may write.
  package enum UpdateMode: String, Sendable, CaseIterable {
    /// Never write a golden; a missing golden fails.
    case none
    /// Record goldens that do not exist yet.
    case missing
    /// Record missing goldens and overwrite those that differ.
    case failed
    /// Rewrite every golden.
    case all
  }

  /// The replay every trace gets: the options that affect output. `tracePath`, `format` and
  /// `colors` are set per check; relative paths are resolved against `workingDirectory`.
  package var request: ReplayRequest
  /// The output formats to check; each has its own golden.
  package var formats: [ReplayRequest.Format]
  /// Which goldens may be written.
  package var update: UpdateMode
  /// Only traces whose path contains this text are checked; the rest are skipped.
  package var filter: String?
  /// How many traces are replayed at once (at least 1).
  package var jobs: Int
  /// The unchanged lines shown around each difference.
  package var diffContext: Int
  /// Whether diffs are also rendered with ANSI colour (`Result.coloredDiff`).
  package var diffColor: Bool
  /// The project settings of each trace (`tracereplay.json`), looked up per trace; nil uses
  /// `request` as it is.
  package var settings: (@Sendable (String) throws(Diagnostic) -> ProjectSettings)?
  /// Whether `formats` was chosen by the user (`--format`); when not, a trace's settings file
  /// may choose them.
  package var formatsGiven = true
  /// Which traces this run checks, for CI matrices: shard `index` (0-based) of `count`, by the
  /// position of the trace in the sorted list, so every machine makes the same split.
  package var shard: (index: Int, count: Int)?
  /// Where writes simulate a failure; for tests.
  var failurePoint: AtomicFile.FailurePoint?

  /// Creates a check with `request` as the template replay.
  package init(
    request: ReplayRequest = ReplayRequest(tracePath: ""), formats: [ReplayRequest.Format] = [.text],
    update: UpdateMode = .none, filter: String? = nil, jobs: Int = 1, diffContext: Int = 3,
    diffColor: Bool = false
  ) {
    self.request = request
    self.formats = formats
    self.update = update
    self.filter = filter
    self.jobs = max(1, jobs)
    self.diffContext = max(0, diffContext)
    self.diffColor = diffColor
  }

  /// The default update mode: `none` when the `CI` variable is set (any non-empty value except
  /// `false` and `0`), else `missing`.
  package static func defaultUpdateMode(environment: [String: String]) -> UpdateMode {
    guard let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" else {
      return .missing
    }
    return .none
  }
}
