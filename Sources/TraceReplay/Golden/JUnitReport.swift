/// A JUnit XML report of golden checks, for CI systems that display test results.
///
/// Deterministic: cases keep their given order and times default to zero.
package struct JUnitReport: Sendable, Equatable {
  /// The `name` of the `<testsuites>` element.
  package var name: String
  /// The suites, in order.
  package var suites: [TestSuite]

  /// Creates a report.
  package init(name: String, suites: [TestSuite]) {
    self.name = name
    self.suites = suites
  }
}
