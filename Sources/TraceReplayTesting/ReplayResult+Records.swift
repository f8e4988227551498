import TraceReplay

extension ReplayResult {
  /// Each touch sample as delivered, with the view it is bound to.
  public var touches: [Timed<ReplayRecord.Touch>] {
    records.compactMap { record in
      if case .touch(let touch) = record.kind { return Timed(t: record.t, touch) }
      return nil
    }
  }

  /// Each dispatch of control events, with the control's value where it has one.
  public var controlEvents: [Timed<ReplayRecord.ControlEvent>] {
    records.compactMap { record in
      if case .controlEvent(let event) = record.kind { return Timed(t: record.t, event) }
      return nil
    }
  }

  /// Each action message sent, with its target and how it was found.
  public var actions: [Timed<ReplayRecord.Action>] {
    records.compactMap { record in
      if case .action(let action) = record.kind { return Timed(t: record.t, action) }
      return nil
    }
  }

  /// Each change of a property the scene watches (`"watch": [...]`), with its new value and its
  /// value after the step before: what `state` records say.
  public var states: [Timed<ReplayRecord.StateChange>] {
    records.compactMap { record in
      if case .stateChange(let change) = record.kind { return Timed(t: record.t, change) }
      return nil
    }
  }

  /// The errors and warnings of the replay (an unrecognized selector, lenient-mode warnings).
  public var diagnostics: [Timed<ReplayRecord.DiagnosticRecord>] {
    records.compactMap { record in
      if case .diagnostic(let diagnostic) = record.kind { return Timed(t: record.t, diagnostic) }
      return nil
    }
  }

  /// The selectors of the actions sent, in order: `["tapOK:"]`.
  public var actionNames: [String] { actions.map(\.action) }

  /// The output of `tracereplay run` for this replay.
  public var text: String { records.formatted(.text) }

  /// The output of `tracereplay run --format jsonl` for this replay.
  public var jsonl: String { records.formatted(.jsonl) }

  /// The output of `tracereplay explain` for this replay.
  public var explainText: String {
    explanations.isEmpty ? "nothing to explain\n" : ExplanationNarrator.text(explanations)
  }
}
