import Foundation

/// Recognizes two fingers moving apart or together (M12, S7 [IDX-Pinch],
/// [A:uipinchgesturerecognizer]): continuous, it follows the first two touches it receives.
///
/// The initial distance d₀ is taken when the second finger lands. It begins on a move with both
/// fingers down whose distance d differs from d₀ by more than `pinchHysteresis` (8 pt); that
/// hysteresis is then taken off d₀ (d₀ moves 8 pt toward d), so `scale` = d / d₀ starts just
/// past 1. Every later move is a change; the last lift ends it, or fails it when it never began.
/// A cancelled finger counts as a lift. Down to one finger it stays (no change of scale).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The two fingers it follows, in the order they began.
  private var pair: [UITouch] = []
  /// The distance the scale is measured against, and the last distance with both fingers down.
  private var initialDistance: CGFloat = 0
  private var distance: CGFloat = 0
  private var lastTime: TimeInterval = 0
  /// The scale velocity, per second.
  private var scaleVelocity: CGFloat = 0

  /// The distance between the fingers over the initial distance, less the hysteresis; 1 until
  /// both are down. Setting it moves the initial distance so that the current distance gives it.
  open var scale: CGFloat {
    get { initialDistance > 0 ? distance / initialDistance : 1 }
    set { if newValue > 0, distance > 0 { initialDistance = distance / newValue } }
  }

  /// The scale's change per second: 0.75 × the previous value + 0.25 × the newest move's
  /// [IDX-Pinch].
  open var velocity: CGFloat { scaleVelocity }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard takeFingers(into: &pair, for: event), pair[0].isActive, pair[1].isActive else { return }
    initialDistance = Self.distance(pair[0], pair[1])
    distance = initialDistance
    lastTime = event.timestamp
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let bothDown = pair.count == 2 && pair[0].isActive && pair[1].isActive
    switch state {
    case .possible:
      guard bothDown, initialDistance > 0 else { return }
      let d = Self.distance(pair[0], pair[1])
      let h = configuration.pinchHysteresis
      guard abs(d - initialDistance) > h else { return }
      initialDistance += d > initialDistance ? h : -h
      follow(d, at: event.timestamp)
      state = .began
    case .began, .changed:
      if bothDown { follow(Self.distance(pair[0], pair[1]), at: event.timestamp) }
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    endAtLastLift(of: pair)
  }

  /// A cancelled finger counts as a lift (M12).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    touchesEnded(touches, with: event)
  }

  open override func reset() {
    pair.removeAll()
    initialDistance = 0
    distance = 0
    lastTime = 0
    scaleVelocity = 0
  }

  /// Takes a two-finger distance in, with the velocity it gives.
  private func follow(_ newDistance: CGFloat, at time: TimeInterval) {
    let before = scale
    distance = newDistance
    let dt = time - lastTime
    if dt >= 0.001 { scaleVelocity = 0.75 * scaleVelocity + 0.25 * (scale - before) / CGFloat(dt) }
    lastTime = time
  }
}
