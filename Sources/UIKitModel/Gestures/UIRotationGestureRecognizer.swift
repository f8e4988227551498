import Foundation

/// Recognizes two fingers turning (M13, S7 [IDX-Rot], [A:uirotationgesturerecognizer]):
/// continuous, it follows the first two touches it receives, as the pinch does.
///
/// The angle θ is that of the vector from the first finger to the second. From the moment the
/// second finger lands, the angle turned is summed move by move, each step wrapped to
/// (−π, π]. It begins on a move with both fingers down once that angle exceeds
/// `rotationMinimumAngle` (5°) + 5° · √min(|d − d₀| / d₀, 1), d₀ being the fingers' distance
/// when the second landed and d the current one: 5° for a pure turn, up to 10° as the fingers
/// also pinch. UIKit also asks a transform analyzer whether rotation dominates; the model does
/// not (unknown). Every later move is a change; the last lift ends it, or fails it when it never
/// began. A cancelled finger counts as a lift.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The two fingers it follows, in the order they began.
  private var pair: [UITouch] = []
  /// The fingers' distance when the second landed.
  private var initialDistance: CGFloat = 0
  /// The angle of the pair at the last move with both down, and the angle turned since the
  /// second finger landed.
  private var lastAngle: CGFloat = 0
  private var turned: CGFloat = 0
  /// The angle taken off by setting `rotation`.
  private var offset: CGFloat = 0
  private var lastTime: TimeInterval = 0
  private var angularVelocity: CGFloat = 0

  /// The angle turned, in radians, clockwise on the screen positive; the beginning threshold is
  /// not taken off (unknown in UIKit). Setting it makes the current angle read as `rotation`.
  open var rotation: CGFloat {
    get { turned - offset }
    set { offset = turned - newValue }
  }

  /// The rotation's change in radians per second: 0.75 × the previous value + 0.25 × the
  /// newest move's.
  open var velocity: CGFloat { angularVelocity }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard takeFingers(into: &pair, for: event), pair[0].isActive, pair[1].isActive else { return }
    initialDistance = Self.distance(pair[0], pair[1])
    lastAngle = Self.angle(pair[0], pair[1])
    lastTime = event.timestamp
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let bothDown = pair.count == 2 && pair[0].isActive && pair[1].isActive
    if bothDown { follow(at: event.timestamp) }
    switch state {
    case .possible:
      guard bothDown, initialDistance > 0 else { return }
      let change = abs(Self.distance(pair[0], pair[1]) - initialDistance) / initialDistance
      let threshold = configuration.rotationMinimumAngle * (1 + min(change, 1).squareRoot())
      guard abs(turned) > threshold else { return }
      state = .began
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    endAtLastLift(of: pair)
  }

  /// A cancelled finger counts as a lift (M13, as M12).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    touchesEnded(touches, with: event)
  }

  open override func reset() {
    pair.removeAll()
    initialDistance = 0
    lastAngle = 0
    turned = 0
    offset = 0
    lastTime = 0
    angularVelocity = 0
  }

  /// Adds the step the pair turned since the last move, wrapped to (−π, π].
  private func follow(at time: TimeInterval) {
    let angle = Self.angle(pair[0], pair[1])
    var step = angle - lastAngle
    while step > .pi { step -= 2 * .pi }
    while step <= -.pi { step += 2 * .pi }
    lastAngle = angle
    turned += step
    let dt = time - lastTime
    if dt >= 0.001 { angularVelocity = 0.75 * angularVelocity + 0.25 * step / CGFloat(dt) }
    lastTime = time
  }

  /// The angle of the vector from `first` to `second`, in window coordinates (y down).
  static func angle(_ first: UITouch, _ second: UITouch) -> CGFloat {
    atan2(
      second.locationInWindow.y - first.locationInWindow.y,
      second.locationInWindow.x - first.locationInWindow.x)
  }
}
