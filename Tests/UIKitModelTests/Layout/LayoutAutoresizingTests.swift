import Foundation
import Testing

@testable import UIKitModel

@Suite("Layout: autoresizing")
struct LayoutAutoresizingTests {
  func grow(_ mask: UIView.AutoresizingMask, from frame: CGRect = CGRect(x: 20, y: 10, width: 60, height: 30))
    -> CGRect
  {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let view = UIView(frame: frame)
    view.autoresizingMask = mask
    superview.addSubview(view)
    superview.frame.size = CGSize(width: 200, height: 80)
    return view.frame
  }

  @Test("AL1: flexibleWidth takes the whole change of the superview's width")
  func flexibleWidth() {
    #expect(grow(.flexibleWidth) == CGRect(x: 20, y: 10, width: 160, height: 30))
  }

  @Test("AL1: flexibleLeftMargin moves the view by the change, keeping its width")
  func flexibleLeftMargin() {
    #expect(grow(.flexibleLeftMargin) == CGRect(x: 120, y: 10, width: 60, height: 30))
  }

  @Test("AL1: Flexible parts share the change in proportion to their sizes")
  func proportional() {
    // Left margin 20, width 60: the 100-point change splits 25 / 75.
    #expect(grow([.flexibleLeftMargin, .flexibleWidth]) == CGRect(x: 45, y: 10, width: 135, height: 30))
    // Both margins flexible (20 and 20): the view stays centred.
    #expect(grow([.flexibleLeftMargin, .flexibleRightMargin]) == CGRect(x: 70, y: 10, width: 60, height: 30))
  }

  @Test("AL1: No mask: the frame stays; height and top margin follow the vertical change")
  func verticalAndNone() {
    #expect(grow([]) == CGRect(x: 20, y: 10, width: 60, height: 30))
    #expect(grow(.flexibleHeight) == CGRect(x: 20, y: 10, width: 60, height: 60))
    #expect(grow(.flexibleTopMargin) == CGRect(x: 20, y: 40, width: 60, height: 30))
  }

  @Test("AL1: autoresizesSubviews = false leaves the subviews alone")
  func disabled() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    superview.autoresizesSubviews = false
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    superview.addSubview(view)

    superview.bounds.size = CGSize(width: 300, height: 300)

    #expect(view.frame.size == CGSize(width: 100, height: 50))
  }
}
