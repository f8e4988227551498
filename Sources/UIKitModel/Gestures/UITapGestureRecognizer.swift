import Foundation

/// Recognizes one or more taps of one or more fingers (R13, G5 [DEC-TapRec]): discrete, it
/// recognizes at the lift that completes the required taps.
///
/// It fails when the fingers move more than `tapAllowableMovement` (45 pt) from the first tap's
/// start, when a later tap starts farther than that, when more fingers than required come down,
/// when a tap lasts longer than `maximumTapDuration` (0.75 s), when the next tap does not begin
/// within `maximumIntervalBetweenTaps` (0.35 s) of a lift, when the lift has the wrong number of
/// fingers, and when its touches are cancelled. The figures are `UIApplication.Configuration`'s.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The taps needed; 1.
  open var numberOfTapsRequired = 1
  /// The fingers each tap needs; 1.
  open var numberOfTouchesRequired = 1

  /// Taps completed so far.
  private var tapsSoFar = 0
  /// Fingers down in the tap in progress, and the most seen in it.
  private var fingersDown = 0
  private var fingersInTap = 0
  /// The first tap's start centroid, in window coordinates.
  private var start: CGPoint?
  private var timer: Int?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelTimer(&timer)
    if fingersDown == 0 { fingersInTap = 0 }
    fingersDown += touches.count
    fingersInTap = max(fingersInTap, fingersDown)
    guard fingersDown <= numberOfTouchesRequired else { return fail() }
    let point = Self.centroid(of: touchesDown)
    if let start {
      if fingersDown == numberOfTouchesRequired, distance(point, start) > configuration.tapAllowableMovement {
        return fail()
      }
    } else if fingersDown == numberOfTouchesRequired {
      start = point
    }
    timer = scheduleTimer(after: configuration.maximumTapDuration) { ($0 as? UITapGestureRecognizer)?.fail() }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start else { return }
    if distance(Self.centroid(of: touchesDown), start) > configuration.tapAllowableMovement { fail() }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    fingersDown = max(0, fingersDown - touches.count)
    guard fingersDown == 0 else { return }
    cancelTimer(&timer)
    guard fingersInTap == numberOfTouchesRequired else { return fail() }
    tapsSoFar += 1
    if tapsSoFar >= numberOfTapsRequired {
      state = .ended
    } else {
      timer = scheduleTimer(after: configuration.maximumIntervalBetweenTaps) {
        ($0 as? UITapGestureRecognizer)?.fail()
      }
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    fail()
  }

  open override func reset() {
    cancelTimer(&timer)
    tapsSoFar = 0
    fingersDown = 0
    fingersInTap = 0
    start = nil
  }

  /// A tap cannot prevent a tap of as many fingers needing more taps (so a single tap does not
  /// fail a double tap), nor a long press of as many fingers (G4 [DEC-Tap]).
  open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
      tap.numberOfTouchesRequired == numberOfTouchesRequired, tap.numberOfTapsRequired > numberOfTapsRequired
    {
      return false
    }
    if let press = preventedGestureRecognizer as? UILongPressGestureRecognizer,
      press.numberOfTouchesRequired == numberOfTouchesRequired
    {
      return false
    }
    return super.canPrevent(preventedGestureRecognizer)
  }

  /// The first tap's start centroid (Apple: "the location of the first tap").
  open override func location(in view: UIView?) -> CGPoint {
    guard let start else { return super.location(in: view) }
    return view?.convert(start, from: nil) ?? start
  }

  private func fail() {
    cancelTimer(&timer)
    if state == .possible { state = .failed }
  }

  private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}
