/// The Objective-C selector Swift gives a method, from its base name and argument labels.
enum ObjCSelectorName {
  /// `tap` + [] -> `tap`; [`_`] -> `tap:`; [`sender`] -> `tapWithSender:`; [`with`] -> `tapWith:`;
  /// [`_`, `forEvent`] -> `tap:forEvent:`.
  static func make(_ name: String, labels: [String]) -> String {
    guard let first = labels.first else { return name }
    var result = name
    if first != "_" && !first.isEmpty {
      let capitalized = first.prefix(1).uppercased() + first.dropFirst()
      result += startsWithWith(first) ? capitalized : "With" + capitalized
    }
    result += ":"
    for label in labels.dropFirst() {
      result += (label == "_" ? "" : label) + ":"
    }
    return result
  }

  /// Whether a label starts with the word "with" (`with`, `withEvent`), which Swift does not repeat.
  private static func startsWithWith(_ label: String) -> Bool {
    guard label.hasPrefix("with") else { return false }
    let rest = label.dropFirst(4)
    return rest.first.map { $0.isUppercase } ?? true
  }
}
