import Foundation
import Testing

@testable import UIKitModel

/// Hit-testing decides a stock subview's usual bounds test once, as the bounds are set
/// (`UIView.storedBoundsArePlain`), and answers a stock subview without subviews itself; these
/// tests hold both to the general path.
@Suite("Hit-test shortcuts for stock views")
struct HitTestShortcutTests {
  /// Bounds of every kind, including the ones `containsHalfOpen` sends down its general path.
  static let bounds: [CGRect] = [
    CGRect(x: 0, y: 0, width: 100, height: 40),
    CGRect(x: -5.5, y: 3.25, width: 10, height: 10),
    CGRect(x: 0, y: 0, width: 0, height: 40),
    CGRect(x: 0, y: 0, width: 100, height: 0),
    CGRect(x: 0, y: 0, width: -30, height: -20),
    CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10),
    CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10),
    CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
    CGRect.null,
  ]

  @Test("The decided bounds test follows every way of setting the bounds", arguments: bounds)
  func plainFollowsBounds(rect: CGRect) {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.storedBoundsArePlain)

    view.bounds = rect
    #expect(view.storedBoundsArePlain == view.storedBounds.hasPlainHalfOpenTest)
    view.frame = CGRect(x: 0, y: 0, width: 50, height: 60)
    #expect(view.storedBoundsArePlain == view.storedBounds.hasPlainHalfOpenTest)
    view.bounds.size.width = -1
    #expect(!view.storedBoundsArePlain)
    view.bounds.size.width = 7
    #expect(view.storedBoundsArePlain == view.storedBounds.hasPlainHalfOpenTest)
    #expect(UIView(frame: rect).storedBoundsArePlain == UIView(frame: rect).storedBounds.hasPlainHalfOpenTest)
  }

  @Test("Hit-tests find the same views with the shortcuts as through each view's hitTest", arguments: bounds)
  func sameHitsAsGeneralPath(leafBounds: CGRect) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(root)
    var views: [UIView] = []
    for (index, kind) in [0, 1, 2, 3, 4, 5].enumerated() {
      let frame = CGRect(x: CGFloat(index % 3) * 100, y: CGFloat(index / 3) * 100, width: 90, height: 90)
      let view: UIView = kind % 2 == 0 ? UIButton(frame: frame) : UIView(frame: frame)
      switch kind {
      case 1: view.isHidden = true
      case 2: (view as? UIControl)?.isEnabled = false
      case 3: view.alpha = 0.001
      case 4: view.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
      default: break
      }
      view.bounds = index == 5 ? leafBounds : view.bounds
      root.addSubview(view)
      views.append(view)
    }

    for x in stride(from: CGFloat(-10), through: 310, by: 7) {
      for y in stride(from: CGFloat(-10), through: 310, by: 11) {
        let point = CGPoint(x: x, y: y)
        // An event with a hit-test log makes every view visited be called.
        let logged = UIEvent(timestamp: 0)
        logged.hitTestLog = []

        #expect(window.hitTest(point, with: nil) === window.hitTest(point, with: logged), "\(point)")
      }
    }
  }
}
