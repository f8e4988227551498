import TraceReplay

extension ReplayResult {
  /// Each state change of a recognizer the scene declares: `began`, `changed`, `ended`,
  /// `cancelled`, `failed` (a discrete recognizer that recognizes reports `ended`).
  public var gestures: [Timed<ReplayRecord.Gesture>] {
    records.compactMap { record in
      if case .gesture(let gesture) = record.kind { return Timed(t: record.t, gesture) }
      return nil
    }
  }

  /// Each action message a gesture recognizer sent (control actions are in `actions`).
  public var recognizerActions: [Timed<ReplayRecord.RecognizerAction>] {
    records.compactMap { record in
      if case .recognizerAction(let action) = record.kind { return Timed(t: record.t, action) }
      return nil
    }
  }

  /// Each touch a view was sent `touchesCancelled` for, with the recognizer or scroll view
  /// that took it.
  public var cancels: [Timed<ReplayRecord.Cancel>] {
    records.compactMap { record in
      if case .cancel(let cancel) = record.kind { return Timed(t: record.t, cancel) }
      return nil
    }
  }

  /// Each change of a scroll view's content offset.
  public var scrolls: [Timed<ReplayRecord.Scroll>] {
    records.compactMap { record in
      if case .scroll(let scroll) = record.kind { return Timed(t: record.t, scroll) }
      return nil
    }
  }

  /// Each cell a table or collection view selected: `selection.view` (the list), `selection.cell`
  /// and `selection.t`, when the selection was reported (after the lift's event).
  public var selections: [Timed<ReplayRecord.Selection>] {
    records.compactMap { record in
      if case .selection(let selection) = record.kind { return Timed(t: record.t, selection) }
      return nil
    }
  }
}
