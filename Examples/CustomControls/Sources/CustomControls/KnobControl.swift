#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

/// A rotary knob: drag a finger around its centre to turn it.
///
/// `value` is the angle of the touch around the centre in degrees, 0 at twelve o'clock and
/// growing clockwise (0 up to 360). Each move that changes it sends `.valueChanged`. A touch that
/// starts within `deadZone` points of the centre has no clear angle: `beginTracking` refuses it.
open class KnobControl: UIControl {
  /// The angle in degrees, 0 ..< 360.
  public var value: Float = 0
  /// The radius around the centre where touches are refused.
  public var deadZone: CGFloat = 12

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The angle of `point` (bounds coordinates) around the centre, in degrees; nil in the dead zone.
  public func angle(of point: CGPoint) -> Float? {
    let dx = point.x - bounds.midX
    let dy = point.y - bounds.midY
    guard (dx * dx + dy * dy).squareRoot() > deadZone else { return nil }
    var degrees = atan2(Double(dx), Double(-dy)) * 180 / Double.pi
    if degrees < 0 { degrees += 360 }
    return Float((degrees * 10).rounded() / 10)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard let start = angle(of: touch.location(in: self)) else { return false }
    value = start
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard let now = angle(of: touch.location(in: self)) else { return true }
    if now != value {
      value = now
      sendActions(for: .valueChanged)
    }
    return true
  }

  #if !canImport(UIKit)
    /// Reports `value` with each dispatch, as the stock sliders do.
    open override var reportedValue: ReportedControlValue? {
      ReportedControlValue(name: "value", value: .float(value))
    }
  #endif
}
