extension TraceFinder {
  /// The suffix of a text golden: `name.golden.txt` beside `name.jsonl`.
  package static let textGoldenSuffix = ".golden.txt"
  /// The suffix of a JSONL golden: `name.golden.jsonl` beside `name.jsonl`.
  package static let jsonlGoldenSuffix = ".golden.jsonl"
  /// The suffix added to a golden for a pending recording: `name.golden.txt.new`.
  package static let pendingSuffix = ".new"

  /// Whether a file name is a trace: `*.jsonl` but not a JSONL golden.
  package static func isTrace(_ name: String) -> Bool {
    name.hasSuffix(".jsonl") && !name.hasSuffix(jsonlGoldenSuffix) && name != ".jsonl"
  }

  /// The trace name without `.jsonl` for a golden or pending file name, or `nil` for other names.
  package static func traceStem(ofGolden name: String) -> String? {
    let base = name.hasSuffix(pendingSuffix) ? String(name.dropLast(pendingSuffix.count)) : name
    for suffix in [textGoldenSuffix, jsonlGoldenSuffix] where base.hasSuffix(suffix) {
      let stem = String(base.dropLast(suffix.count))
      return stem.isEmpty ? nil : stem
    }
    return nil
  }

  /// The text golden path for a trace path: `a/tap.jsonl` gives `a/tap.golden.txt`.
  package static func textGoldenPath(forTrace trace: String) -> String {
    stem(of: trace) + textGoldenSuffix
  }

  /// The JSONL golden path for a trace path: `a/tap.jsonl` gives `a/tap.golden.jsonl`.
  package static func jsonlGoldenPath(forTrace trace: String) -> String {
    stem(of: trace) + jsonlGoldenSuffix
  }

  private static func stem(of trace: String) -> String {
    trace.hasSuffix(".jsonl") ? String(trace.dropLast(".jsonl".count)) : trace
  }
}
