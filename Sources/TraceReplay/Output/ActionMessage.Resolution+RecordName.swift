import UIKitModel

extension ActionMessage.Resolution {
  /// How an action record spells the way its target was found: `target`, `responderChain`,
  /// `unhandled`. The reporters give the model's type its spelling.
  var recordName: StaticString {
    switch self {
    case .target: return "target"
    case .responderChain: return "responderChain"
    case .unhandled: return "unhandled"
    }
  }
}
