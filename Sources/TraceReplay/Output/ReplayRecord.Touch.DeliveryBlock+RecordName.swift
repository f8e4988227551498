extension ReplayRecord.Touch.DeliveryBlock {
  /// The block as a touch record's `blocked` spells it: `multipleTouchDisabled`,
  /// `exclusiveTouch`, or `exclusiveTouch:` and the other view's id.
  var recordName: String {
    switch self {
    case .multipleTouchDisabled: return "multipleTouchDisabled"
    case .exclusiveTouchOfThisView: return "exclusiveTouch"
    case .exclusiveTouchOfOtherView(let view): return "exclusiveTouch:" + view
    }
  }
}
