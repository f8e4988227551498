extension JUnitReport {
  /// A `<testsuite>`: a group of test cases, such as one folder of traces.
  package struct TestSuite: Sendable, Equatable {
    /// The suite's name.
    package var name: String
    /// The cases, in order.
    package var testCases: [TestCase]
    /// The suite's duration in seconds.
    package var time: Double

    /// Creates a suite.
    package init(name: String, testCases: [TestCase], time: Double = 0) {
      self.name = name
      self.testCases = testCases
      self.time = time
    }

    /// The number of cases with the given kind of outcome.
    func count(where predicate: (TestCase.Outcome) -> Bool) -> Int {
      testCases.filter { predicate($0.outcome) }.count
    }
  }
}
