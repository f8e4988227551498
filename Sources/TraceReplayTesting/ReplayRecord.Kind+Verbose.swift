import TraceReplay

extension ReplayRecord.Kind {
  /// Whether only a `--verbose` replay has records of this kind.
  var isVerboseOnly: Bool {
    switch self {
    case .hitTest, .tracking, .state, .dispatch, .resolve, .recognizerFailure, .touchDropped, .touchReleased:
      true
    case .touch, .controlEvent, .action, .uiAction, .firstResponder, .diagnostic, .gesture, .recognizerAction,
      .cancel, .scroll, .stateChange, .selection:
      false
    }
  }
}
