/// A JUnit XML report of golden checks, for CI systems that display test results.
///
/// Deterministic: cases keep their given order and times default to zero.
public struct JUnitReport: Sendable, Equatable {
  /// The `name` of the `<testsuites>` element.
  public var name: String
  /// The suites, in order.
  public var suites: [TestSuite]

  /// Creates a report.
  public init(name: String, suites: [TestSuite]) {
    self.name = name
    self.suites = suites
  }
}
