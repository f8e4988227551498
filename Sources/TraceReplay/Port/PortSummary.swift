/// What `port` changed in one file, printed as `RangeSlider.swift: 4 @objc removed, 2 #selector
/// rewritten, 3 action methods registered`.
public struct PortSummary: Sendable, Equatable {
  /// The file as the user named it.
  public var file: String
  public var importsRewritten = 0
  public var objcRemoved = 0
  public var attributesRemoved = 0
  public var modifiersRewritten = 0
  public var selectorsRewritten = 0
  public var conditionsRewritten = 0
  public var overridesMoved = 0
  public var actionMethodsRegistered = 0

  public init(file: String) {
    self.file = file
  }

  /// The line printed for the file (without its line break).
  public var line: String {
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
