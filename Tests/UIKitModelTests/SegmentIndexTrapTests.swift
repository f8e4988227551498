import Foundation
import Testing
import UIKitModel

/// `segmentIndex(at:)` converts a quotient to `Int`; far points and tiny widths must not trap.
@Suite("Segment index at extreme points")
struct SegmentIndexTrapTests {
  @Test(
    "C4: A far point over a tiny control clamps to the first or last segment",
    arguments: [
      (1e7, 2), (-1e7, 0), (1e300, 2), (-1e300, 0), (1.5e-300, 1),
    ] as [(Double, Int)])
  func clamps(x: Double, expected: Int) {
    let frame = CGRect(x: 0, y: 0, width: 3e-300, height: 10)
    let control = UISegmentedControl(frame: frame, numberOfSegments: 3)

    #expect(control.segmentIndex(at: CGPoint(x: x, y: 5)) == expected)
  }

  @Test("C4: A NaN point counts for the first segment")
  func notANumber() {
    let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 90, height: 10), numberOfSegments: 3)

    #expect(control.segmentIndex(at: CGPoint(x: Double.nan, y: 5)) == 0)
  }
}
