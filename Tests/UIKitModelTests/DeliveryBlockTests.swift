import Foundation
import Testing

@testable import UIKitModel

/// The multiple-touch and exclusive-touch rules for a new touch read the other touches down
/// through a bit per index (`UIWindow.deliveryBlock(for:)`); these tests hold them to the
/// rules over a filtered copy (`deliveryBlockInGeneral(for:active:)`), answers and reads alike.
@Suite("Delivery block rules")
struct DeliveryBlockTests {
  /// A view whose two rules are set by the test and logged as they are read.
  final class RuleView: UIView {
    var reads: [String] = []
    var multiple = false
    var exclusive = false
    override var isMultipleTouchEnabled: Bool {
      get {
        reads.append("\(accessibilityIdentifier ?? "?") multiple")
        return multiple
      }
      set {}
    }
    override var isExclusiveTouch: Bool {
      get {
        reads.append("\(accessibilityIdentifier ?? "?") exclusive")
        return exclusive
      }
      set {}
    }
  }

  /// Every pair of settings of the two rules, for three views.
  static let settings: [(Bool, Bool)] = [(false, false), (true, false), (false, true), (true, true)]

  @Test(
    "Both ways find the same block with the same reads, for every setting of the rules",
    arguments: 0..<64)
  func sameBlockAndReads(code: Int) {
    let scene = Scene()
    let views = ["a", "b", "c"].enumerated().map { index, id in
      scene.add(RuleView(frame: CGRect(x: CGFloat(index) * 120, y: 0, width: 100, height: 100)), id: id)
    }
    for (index, view) in views.enumerated() {
      (view.multiple, view.exclusive) = Self.settings[(code >> (2 * index)) & 3]
    }
    // Two touches down (one on a, one on b, the second possibly blocked), then a third is judged
    // against each view.
    let first = scene.down(10, 10)
    first.update(phase: .stationary, location: CGPoint(x: 10, y: 10), timestamp: 1)
    let second = UITouch(location: CGPoint(x: 130, y: 10), timestamp: 1)
    scene.send([first, second], at: 1)

    for view in views {
      for other in views { other.reads.removeAll() }
      let quick = scene.window.deliveryBlock(for: view)
      let quickReads = views.map(\.reads)
      for other in views { other.reads.removeAll() }
      let general = scene.window.deliveryBlockInGeneral(for: view, active: scene.window.activeTouches)
      let generalReads = views.map(\.reads)

      #expect(quick == general, "code \(code), view \(view.accessibilityIdentifier ?? "?")")
      #expect(quickReads == generalReads, "code \(code), view \(view.accessibilityIdentifier ?? "?")")
    }
  }
}
