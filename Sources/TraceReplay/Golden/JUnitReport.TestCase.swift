extension JUnitReport {
  /// A `<testcase>`: one checked trace.
  package struct TestCase: Sendable, Equatable {
    /// How a case ended.
    package enum Outcome: Sendable, Equatable {
      /// The check passed.
      case passed
      /// The check found a difference; `details` (such as a diff) becomes the element's text.
      case failed(message: String, details: String)
      /// The check could not run, for instance on unreadable input.
      case error(message: String, details: String)
      /// The check was not run.
      case skipped(message: String?)
    }

    /// The case's name, such as the trace's name.
    package var name: String
    /// The case's class name, such as the trace's folder.
    package var classname: String
    /// The file checked, when there is one.
    package var file: String?
    /// The duration in seconds.
    package var time: Double
    /// How the case ended.
    package var outcome: Outcome

    /// Creates a case.
    package init(name: String, classname: String, file: String? = nil, time: Double = 0, outcome: Outcome) {
      self.name = name
      self.classname = classname
      self.file = file
      self.time = time
      self.outcome = outcome
    }
  }
}
