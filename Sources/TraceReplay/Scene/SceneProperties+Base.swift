extension SceneProperties {
  /// The `base` field (contract 7.1): the stock class an app's own subclass behaves as, one of
  /// `stock`; a registered class of the subclass's own name is preferred to it. `kind` names the
  /// stock classes in the error ("stock class", "stock recognizer class").
  func base(among stock: Set<String>, kind: String) throws(Diagnostic) -> String? {
    let base = try string("base")
    if let base, !stock.contains(base) {
      throw invalid(
        "base",
        "'base' must name a \(kind), found '\(base)'; \(kind)es are " + stock.sorted().joined(separator: ", ")
      )
    }
    return base
  }
}
