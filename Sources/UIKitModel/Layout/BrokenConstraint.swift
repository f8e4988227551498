import Foundation

/// A required constraint the layout engine could not satisfy together with the others and broke:
/// UIKit logs "Unable to simultaneously satisfy constraints" and "Will attempt to recover by
/// breaking constraint"; the model keeps the same as a value the replay can print.
package struct BrokenConstraint: CustomStringConvertible {
  /// The constraint that was broken (left out of the solution while it stays as it is).
  package let constraint: NSLayoutConstraint
  /// The constraint's description when it was broken.
  package let constraintDescription: String

  /// UIKit's wording, with the constraint.
  package var description: String {
    "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint "
      + constraintDescription
  }
}
