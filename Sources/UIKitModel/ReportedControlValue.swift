/// The value a valued control reports with each control-event dispatch.
public struct ReportedControlValue: Equatable, Sendable {
  /// The kinds of values.
  public enum Value: Equatable, Sendable {
    case float(Float)
    case double(Double)
    case bool(Bool)
    case int(Int)
  }

  /// The property's name as the output names it: `value`, `isOn`, `selectedSegmentIndex`...
  public let name: String
  public let value: Value

  public init(name: String, value: Value) {
    self.name = name
    self.value = value
  }
}
