/// What `port` changed in one file, printed as `RangeSlider.swift: 4 @objc removed, 2 #selector
/// rewritten, 3 action methods registered`.
package struct PortSummary: Sendable, Equatable {
  /// The file as the user named it.
  package var file: String
  package var importsRewritten = 0
  package var objcRemoved = 0
  package var attributesRemoved = 0
  package var modifiersRewritten = 0
  package var selectorsRewritten = 0
  package var conditionsRewritten = 0
  package var overridesMoved = 0
  package var actionMethodsRegistered = 0

  package init(file: String) {
    self.file = file
  }

  /// The line printed for the file (without its line break).
  package var line: String {
    var parts: [String] = []
    func add(_ count: Int, _ one: String, _ many: String, _ what: String) {
      if count > 0 { parts.append("\(count) \(count == 1 ? one : many) \(what)") }
    }
    add(importsRewritten, "import", "imports", "rewritten")
    add(objcRemoved, "@objc", "@objc", "removed")
    add(attributesRemoved, "attribute", "attributes", "removed")
    add(modifiersRewritten, "open static", "open static", "made public static")
    add(selectorsRewritten, "#selector", "#selector", "rewritten")
    add(conditionsRewritten, "#if condition", "#if conditions", "rewritten")
    add(overridesMoved, "override", "overrides", "moved into the class")
    add(actionMethodsRegistered, "action method", "action methods", "registered")
    return DiagnosticText.escaped(file) + ": "
      + (parts.isEmpty ? "copied unchanged" : parts.joined(separator: ", "))
  }
}
