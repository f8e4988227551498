import UIKitModel

extension BuiltScene {
  /// Adds `view`, built in code, to the scene under the name `id`: as the frontmost subview of
  /// the view named `parent`, or of the window when `parent` is nil. Records name it `id`.
  ///
  /// A name already taken, or a parent that names no view, is an error.
  public func add(_ view: UIView, id: String, to parent: String? = nil) throws(Diagnostic) {
    try checkFree(id)
    if let parent {
      guard let superview = responder(named: parent) as? UIView else {
        let suggestion = Suggestions.didYouMean(parent, in: orderedIDs).map { "; \($0)" } ?? ""
        throw Diagnostic(file: "<code>", message: "no view named '\(parent)' to add '\(id)' to\(suggestion)")
      }
      superview.addSubview(view)
    } else {
      window.addSubview(view)
    }
    register(view, id: id)
  }

  /// Names `responder` (a view controller, or a view added some other way) `id` in records.
  public func name(_ responder: UIResponder, _ id: String) throws(Diagnostic) {
    try checkFree(id)
    register(responder, id: id)
  }

  private func checkFree(_ id: String) throws(Diagnostic) {
    guard responder(named: id) == nil else {
      throw Diagnostic(file: "<code>", message: "the name '\(id)' is already taken in the scene")
    }
  }
}
