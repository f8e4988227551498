extension UIResponder {
  /// `value as AnyObject`, quick for a responder (nearly every target and sender): on Linux the
  /// general conversion goes through the bridging entry point, thousands of instructions.
  static func object(_ value: Any) -> AnyObject {
    if let responder = value as? UIResponder { return responder }
    return value as AnyObject
  }
}
