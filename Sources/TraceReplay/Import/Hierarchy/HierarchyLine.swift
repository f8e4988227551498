/// One view of a debug description: its nesting depth, class and printed fields.
struct HierarchyLine: Sendable, Equatable {
  /// The 1-based line number in the input.
  var number: Int
  /// The line as printed, for messages.
  var text: String
  /// How many `|` markers precede the view (0 for the root).
  var depth: Int
  /// The class name as printed (`UIButton`, `MyApp.CheckoutButton`, `_TtC5MyApp4Card`).
  var className: String
  /// The 1-based column of the class name.
  var classColumn: Int
  /// The fields after the address, in order.
  var fields: [HierarchyField]

  /// The first field named `key`.
  func field(_ key: String) -> HierarchyField? {
    fields.first { $0.key == key }
  }
}
