import TraceReplay

extension CheckCommand {
  /// Prints each result that needs attention (passes are quiet), in order: human lines and diffs
  /// on stdout and replay diagnostics on stderr, or one JSON object per result with `jsonl`.
  static func report(_ results: [GoldenCheck.Result], jsonl: Bool, color: Bool, context: CLIContext) {
    for result in results {
      if let diagnostic = result.diagnostic {
        context.stderr.write(diagnostic.rendered(color: context.stderrTerminal.allowsColor))
      }
      for note in result.notes {
        let warning = Diagnostic(.warning, file: result.golden, message: note)
        context.stderr.write(warning.rendered(color: context.stderrTerminal.allowsColor))
      }
      if jsonl {
        context.stdout.write(result.jsonLine + "\n")
        continue
      }
      context.stdout.write(humanText(result, color: color))
    }
  }

  /// The lines `check` prints for one result; empty for a quiet pass or a skip.
  static func humanText(_ result: GoldenCheck.Result, color: Bool) -> String {
    var text = ""
    switch result.status {
    case .passed:
      if result.wroteGolden { text += "rewrote \(result.golden) (unchanged)\n" }
    case .skipped:
      if result.message?.hasPrefix("not a trace") == true {
        text += "skipped \(result.trace): \(result.message ?? "")\n"
      }
    case .recorded:
      text += "recorded \(result.golden)\n"
    case .updated:
      text += "updated \(result.golden)\n"
    case .failed:
      text += "FAIL \(result.trace) (\(result.format.rawValue)): \(result.message ?? "failed")\n"
      if let diff = color ? result.coloredDiff ?? result.diff : result.diff { text += diff }
      if let pending = result.pending {
        text += "wrote \(pending)\n"
        text += "accept with: tracereplay accept \(result.trace)\n"
      }
    case .error:
      text += "ERROR \(result.trace) (\(result.format.rawValue)): \(result.message ?? "error")\n"
    }
    if let removed = result.removedPending { text += "removed stale \(removed)\n" }
    return text
  }
}
