/// Which goldens an assertion may write, as `check --update` does.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
  /// Write a golden that does not exist yet; compare the others.
  case missing
  /// Write missing goldens and overwrite those that differ (after reading the diffs).
  case failed
  /// Rewrite every golden.
  case all
  /// Never write a golden: a missing one fails. The default on CI.
  case never

  /// The mode the environment asks for: `TRACEREPLAY_RECORD` (`missing`, `failed`, `all`,
  /// `never`; `1` means `all`), else `never` when `CI` is set (any non-empty value except
  /// `false` and `0`), else `missing`.
  public static func fromEnvironment(_ environment: [String: String]) -> GoldenRecordMode {
    if let asked = environment["TRACEREPLAY_RECORD"], !asked.isEmpty {
      if asked == "1" { return .all }
      if let mode = GoldenRecordMode(rawValue: asked) { return mode }
    }
    if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
    return .missing
  }
}
