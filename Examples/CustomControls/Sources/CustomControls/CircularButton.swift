#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

/// A round button: only touches inside the circle inscribed in its bounds hit it.
///
/// Overriding `point(inside:with:)` shapes hit-testing; once a touch is tracked, UIKit's touch
/// area (the bounds grown by a margin) still decides TouchUpInside against TouchUpOutside.
open class CircularButton: UIControl {
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let radius = min(bounds.width, bounds.height) / 2
    let dx = point.x - bounds.midX
    let dy = point.y - bounds.midY
    return dx * dx + dy * dy <= radius * radius
  }
}
