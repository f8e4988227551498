import Foundation
import Testing

@testable import UIKitModel

@Suite("Geometry read from a stock view's storage")
struct StockGeometryTests {
  /// Reports a frame and bounds of its own, shifted from what UIView stores.
  private final class ShiftedView: UIView {
    override var frame: CGRect {
      get { super.frame.offsetBy(dx: 7, dy: 3) }
      set { super.frame = newValue }
    }
    override var bounds: CGRect {
      get { super.bounds.offsetBy(dx: -2, dy: 5) }
      set { super.bounds = newValue }
    }
  }

  /// Every way of changing a view's geometry, applied in turn.
  private static let changes: [(String, @Sendable (UIView) -> Void)] = [
    ("frame set", { $0.frame = CGRect(x: 12, y: 34, width: 56, height: 78) }),
    ("frame origin changed in place", { $0.frame.origin.x += 5 }),
    ("frame size changed in place", { $0.frame.size.height = 20 }),
    ("bounds set", { $0.bounds = CGRect(x: 3, y: -4, width: 40, height: 50) }),
    ("bounds origin changed in place", { $0.bounds.origin.y = 9 }),
    ("bounds size changed in place", { $0.bounds.size.width = 15 }),
    ("center set", { $0.center = CGPoint(x: 100, y: 200) }),
    ("negative size", { $0.frame = CGRect(x: 10, y: 10, width: -30, height: -20) }),
  ]

  @Test("A stock view's stored frame and bounds follow every change of frame and bounds")
  func storageFollowsChanges() {
    for view in [UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)), UIButton(), UISlider()] {
      #expect(view.storedFrame == view.frame && view.storedBounds == view.bounds)
      for (name, change) in Self.changes {
        change(view)

        #expect(view.storedFrame == view.frame, "\(type(of: view)) \(name)")
        #expect(view.storedBounds == view.bounds, "\(type(of: view)) \(name)")
        #expect(view.geometryFrame == view.frame && view.geometryBounds == view.bounds)
        // UIKit's rule (no transforms): the frame and the bounds have one size.
        #expect(view.frame.size == view.bounds.size, "\(type(of: view)) \(name)")
      }
    }
  }

  @Test("A subclass's own frame and bounds are asked for, not UIView's storage")
  func subclassesAreAsked() {
    let view = ShiftedView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))

    #expect(!view.hitTestsAsStock)
    #expect(view.geometryFrame == CGRect(x: 17, y: 23, width: 30, height: 40))
    #expect(view.geometryBounds == CGRect(x: -2, y: 5, width: 30, height: 40))
  }

  @Test("Locations, conversions and hit-tests agree between stock views and the general path")
  func stockAndGeneralPathsAgree() {
    // The same hierarchy twice: once of stock views, once of subclasses (always asked) that keep
    // UIView's geometry.
    final class PlainView: UIView {}
    final class PlainButton: UIButton {}
    func build(stock: Bool) -> (UIWindow, UIView, UIButton) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let box: UIView = stock ? UIView(frame: .zero) : PlainView(frame: .zero)
      let button: UIButton = stock ? UIButton(frame: .zero) : PlainButton(frame: .zero)
      window.addSubview(box)
      box.addSubview(button)
      box.frame = CGRect(x: 40, y: 100, width: 300, height: 400)
      box.bounds.origin = CGPoint(x: 5, y: -15)
      button.frame = CGRect(x: 20, y: 30, width: 100, height: 44)
      button.frame.origin.y += 10
      return (window, box, button)
    }
    let (stockWindow, stockBox, stockButton) = build(stock: true)
    let (window, box, button) = build(stock: false)
    #expect(stockButton.hitTestsAsStock && !button.hitTestsAsStock)

    for x in stride(from: CGFloat(0), through: 390, by: 13) {
      for y in stride(from: CGFloat(0), through: 844, by: 17) {
        let touch = UITouch(location: CGPoint(x: x, y: y), timestamp: 0)
        let point = CGPoint(x: x, y: y)

        #expect(touch.location(in: stockButton) == touch.location(in: button))
        #expect(touch.location(in: stockBox) == touch.location(in: box))
        #expect(stockButton.convert(point, to: nil) == button.convert(point, to: nil))
        #expect(
          stockButton.isPointMostlyInside(point, with: nil)
            == button.isPointMostlyInside(point, with: nil))
        let stockHit = stockWindow.hitTest(point, with: nil)
        let hit = window.hitTest(point, with: nil)
        #expect(
          (stockHit === stockButton) == (hit === button) && (stockHit === stockBox) == (hit === box))
      }
    }
  }

  /// Controls that report bounds of their own, shifted from what UIView stores.
  private final class ShiftedStepper: UIStepper {
    override var bounds: CGRect {
      get { super.bounds.offsetBy(dx: -2, dy: 5) }
      set { super.bounds = newValue }
    }
  }
  private final class ShiftedSegmentedControl: UISegmentedControl {
    override var bounds: CGRect {
      get { super.bounds.offsetBy(dx: -2, dy: 5) }
      set { super.bounds = newValue }
    }
  }
  private final class ShiftedSlider: UISlider {
    override var bounds: CGRect {
      get { super.bounds.offsetBy(dx: -2, dy: 5) }
      set { super.bounds = newValue }
    }
  }

  @Test("Stock controls' geometry reads their storage; a subclass's own bounds are asked for")
  func controlGeometryAgrees() {
    let frame = CGRect(x: 20, y: 40, width: 180, height: 32)
    let shifted = CGRect(x: -2, y: 5, width: 180, height: 32)
    let stepper = UIStepper(frame: frame)
    stepper.bounds = shifted
    let shiftedStepper = ShiftedStepper(frame: frame)
    let segmented = UISegmentedControl(frame: frame)
    segmented.bounds = shifted
    let shiftedSegmented = ShiftedSegmentedControl(frame: frame)
    for control in [segmented, shiftedSegmented] {
      for title in ["a", "b", "c"] {
        control.insertSegment(withTitle: title, at: control.numberOfSegments, animated: false)
      }
    }
    let slider = UISlider(frame: frame)
    slider.bounds = shifted
    let shiftedSlider = ShiftedSlider(frame: frame)
    for control in [slider, shiftedSlider] {
      control.minimumValue = -3
      control.maximumValue = 9
      control.value = 2.5
    }

    #expect(stepper.hitTestsAsStock && !shiftedStepper.hitTestsAsStock)
    #expect(slider.thumbCenter == shiftedSlider.thumbCenter)
    for x in stride(from: CGFloat(-30), through: 220, by: 7.5) {
      for y in [CGFloat(-1), 5, 20, 36.999, 37] {
        let point = CGPoint(x: x, y: y)
        #expect(stepper.half(at: point) == shiftedStepper.half(at: point))
        for half in [UIStepper.Half.decrement, .increment] {
          #expect(stepper.isPoint(point, in: half) == shiftedStepper.isPoint(point, in: half))
        }
        #expect(segmented.segmentIndex(at: point) == shiftedSegmented.segmentIndex(at: point))
      }
      #expect(slider.value(forThumbCenterX: x) == shiftedSlider.value(forThumbCenterX: x))
    }
  }
}
