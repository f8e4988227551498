import Foundation
import Testing

@testable import UIKitModel

@Suite("UIPageControl")
struct ControlsPageControlTests {
  let harness = ControlsHarness()
  let pages: UIPageControl
  // Frame x 95...295 (midX 195 in the window), y 780...806; five dots 16 pt apart:
  // window x 163, 179, 195, 211, 227.

  init() {
    pages = harness.add(UIPageControl(frame: CGRect(x: 95, y: 780, width: 200, height: 26)), named: "pages")
    pages.numberOfPages = 5
    harness.target(pages, "changed:", for: .valueChanged)
    harness.target(pages, "primary:", for: .primaryActionTriggered)
  }

  @Test("C6: UIKit's defaults; currentPage is clamped to the pages")
  func defaults() {
    let fresh = UIPageControl(frame: .zero)
    #expect(fresh.numberOfPages == 0)
    #expect(fresh.currentPage == 0)
    #expect(fresh.hidesForSinglePage == false)
    #expect(fresh.primaryActionTriggerEvents == .valueChanged)

    fresh.currentPage = 3
    #expect(fresh.currentPage == 0)
    fresh.numberOfPages = 4
    fresh.currentPage = 9
    #expect(fresh.currentPage == 3)
    fresh.numberOfPages = 2
    #expect(fresh.currentPage == 1)
  }

  @Test("C6: Dots are centred as a group, 16 pt apart")
  func dots() {
    #expect((0..<5).map { pages.dotCenterX(forPage: $0) } == [68, 84, 100, 116, 132])
  }

  @Test(
    "C6: A tap right of the current dot goes to the next page, then the primary action follows"
  )
  func next() {
    pages.currentPage = 2

    harness.tap(at: CGPoint(x: 280, y: 790))

    #expect(pages.currentPage == 3)
    #expect(
      harness.recorder.lines == [
        "touchDown currentPage=2", "valueChanged currentPage=3", "action vc.changed: via target",
        "primaryActionTriggered currentPage=3", "action vc.primary: via target",
        "touchUpInside currentPage=3",
      ])
  }

  @Test(
    "C6: The side is decided at lift-off, one page at a time",
    arguments: [
      (2, 100.0, 1), (2, 194.0, 1), (2, 196.0, 3), (0, 290.0, 1), (4, 100.0, 3),
    ])
  func side(current: Int, liftX: Double, expected: Int) {
    pages.currentPage = current

    harness.tap(at: CGPoint(x: 195, y: 790), liftAt: CGPoint(x: liftX, y: 790))

    #expect(pages.currentPage == expected)
  }

  @Test(
    "C6: Nothing happens at the ends, or exactly on the current dot",
    arguments: [
      (0, 120.0), (4, 280.0), (2, 195.0),
    ])
  func nothing(current: Int, x: Double) {
    pages.currentPage = current

    harness.tap(at: CGPoint(x: x, y: 790))

    #expect(pages.currentPage == current)
    #expect(harness.recorder.eventNames == ["touchDown", "touchUpInside"])
  }

  @Test("C6: A lift-off outside the touch area changes nothing")
  func liftOutside() {
    pages.currentPage = 2

    harness.tap(at: CGPoint(x: 280, y: 790), liftAt: CGPoint(x: 280, y: 600))

    #expect(pages.currentPage == 2)
    #expect(harness.recorder.eventNames == ["touchDown", "touchDragExit", "touchUpOutside"])
  }

  @Test("C6: A disabled page control sends nothing")
  func disabled() {
    pages.isEnabled = false

    harness.tap(at: CGPoint(x: 280, y: 790))

    #expect(pages.currentPage == 0)
    #expect(harness.recorder.lines.isEmpty)
  }

  @Test("C6: hidesForSinglePage with one page: the control is not hit")
  func hiddenForSinglePage() {
    pages.numberOfPages = 1
    pages.hidesForSinglePage = true

    harness.tap(at: CGPoint(x: 280, y: 790))

    #expect(harness.recorder.lines.isEmpty)
  }
}
