import Foundation
import Testing

@testable import UIKitModel

/// A view's offset in its root (`UIView.rootOffset()`) is kept once found when the walk reads only
/// stock views; these tests hold it to the walk (`pointInRoot(.zero)`) through every change.
@Suite("Kept root offsets")
struct RootOffsetTests {
  /// Reports a frame of its own, shifted from what UIView stores.
  private final class ShiftedView: UIView {
    var shift: CGFloat = 7
    override var frame: CGRect {
      get { super.frame.offsetBy(dx: shift, dy: 3) }
      set { super.frame = newValue }
    }
  }

  /// Checks every view's kept offset, and a touch's location in it, against the walk.
  static func expectAgree(_ views: [UIView], _ comment: Comment) {
    let touch = UITouch(location: CGPoint(x: 33.3, y: 44.4), timestamp: 0)
    for view in views {
      let walked = view.pointInRoot(.zero)
      let offset = view.rootOffset()
      #expect(offset == walked, "\(comment): \(view.accessibilityIdentifier ?? "?")")
      #expect(view.rootOffset() == walked, "\(comment): \(view.accessibilityIdentifier ?? "?") again")
      let location = touch.location(in: view)
      #expect(location == CGPoint(x: 33.3 - walked.x, y: 44.4 - walked.y), "\(comment)")
    }
  }

  @Test("Offsets follow every change of frame, bounds and superview at every level")
  func offsetsFollowChanges() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let outer = UIView(frame: CGRect(x: 10.1, y: 20.2, width: 300, height: 300))
    let middle = UIButton(frame: CGRect(x: 0.3, y: 0.7, width: 200, height: 200))
    let inner = UISlider(frame: CGRect(x: 5.5, y: 6.6, width: 100, height: 40))
    let other = UIView(frame: CGRect(x: 100.9, y: 0.1, width: 50, height: 50))
    for (view, id) in [(outer, "outer"), (middle, "middle"), (inner, "inner"), (other, "other")] {
      view.accessibilityIdentifier = id
    }
    window.addSubview(outer)
    outer.addSubview(middle)
    middle.addSubview(inner)
    window.addSubview(other)
    let all = [outer, middle, inner, other]
    Self.expectAgree(all, "built")
    #expect(inner.keptRootOffset != nil && middle.rootOffsetsKeptBelow && outer.rootOffsetsKeptBelow)

    let changes: [(String, () -> Void)] = [
      ("outer frame", { outer.frame.origin.x += 0.1 }),
      ("outer bounds", { outer.bounds.origin = CGPoint(x: 1.1, y: -2.2) }),
      ("middle center", { middle.center = CGPoint(x: 50.5, y: 60.6) }),
      ("middle bounds size", { middle.bounds.size.width = 150 }),
      ("inner frame", { inner.frame = CGRect(x: 9.9, y: 8.8, width: 10, height: 10) }),
      ("middle moved to other", { other.addSubview(middle) }),
      ("other frame", { other.frame.origin.y = 30.3 }),
      ("middle removed", { middle.removeFromSuperview() }),
      ("middle back in outer", { outer.insertSubview(middle, at: 0) }),
      ("outer removed", { outer.removeFromSuperview() }),
      ("outer frame while removed", { outer.frame.origin.x = 3.3 }),
      ("outer back", { window.addSubview(outer) }),
    ]
    for (name, change) in changes {
      change()
      Self.expectAgree(all, "after \(name)")
    }
  }

  @Test("No offset is kept below a view of another class, whose frame may answer anything")
  func subclassesAreAskedEachTime() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let shifted = ShiftedView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
    shifted.accessibilityIdentifier = "shifted"
    let inner = UIView(frame: CGRect(x: 1, y: 2, width: 10, height: 10))
    inner.accessibilityIdentifier = "inner"
    window.addSubview(shifted)
    shifted.addSubview(inner)

    Self.expectAgree([shifted, inner], "built")
    shifted.shift = 11
    Self.expectAgree([shifted, inner], "after the shift changed")

    #expect(inner.keptRootOffset == nil && shifted.keptRootOffset == nil)
  }
}
