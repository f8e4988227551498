import Foundation

/// UIKit's block-based animations, on the trace's clock: the changes are applied at once and
/// the completion runs with `finished` true after the delay and the duration, in the run loop
/// of the bound application (`UIApplication.animate(delay:duration:animations:completion:)`
/// states the rule). A transition's view picks its window's application instead.
extension UIView {
  /// Applies `animations` at once; runs `completion(true)` at `delay + duration`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    MainRunLoop.application.animate(
      delay: delay, duration: duration, animations: animations, completion: completion)
  }

  /// Applies `animations` at once; runs `completion(true)` after `duration`.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }

  /// A spring animation: like the others, applied at once, completed after `delay + duration`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
  }

  /// A keyframe animation: `animations` (and the keyframes it adds) applied at once, completed
  /// after `delay + duration`.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
  }

  /// A keyframe of a keyframe animation: its changes are applied at once.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }

  /// A transition of `view`'s content: `animations` applied at once, the completion run after
  /// `duration` in the run loop of `view`'s window's application.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    MainRunLoop.application(for: view).animate(
      delay: 0, duration: duration, animations: { animations?() }, completion: completion)
  }

  /// Replaces `fromView` by `toView` at once (or, with `.showHideTransitionViews`, hides the one
  /// and shows the other); the completion runs after `duration`.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    let application = MainRunLoop.application(for: fromView)
    application.animate(
      delay: 0, duration: duration,
      animations: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else if let parent = fromView.superview {
          let index = parent.subviews.firstIndex { $0 === fromView } ?? parent.subviews.count
          parent.insertSubview(toView, at: index)
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` at once.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Whether animations are enabled; the model applies every change at once either way.
  public class var areAnimationsEnabled: Bool { true }

  /// Kept for code that calls it; changes are applied at once either way.
  public class func setAnimationsEnabled(_ enabled: Bool) {}
}

/// Where an interruptible animation is: at its start, its end, or between.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// The state of an interruptible animation.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// An interruptible animation, on the trace's clock: `startAnimation` applies the animations
/// at once and runs the completions with `.end` after the delay and the duration;
/// `stopAnimation(true)` drops the completions, `stopAnimation(false)` then
/// `finishAnimation(at:)` runs them at once with the position given.
public final class UIViewPropertyAnimator {
  /// The animation's length.
  public let duration: TimeInterval
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animation has started and not finished or stopped.
  public var isRunning: Bool { state == .active && token != nil }
  /// Kept for code that sets it (the model applies the changes at once).
  public var fractionComplete: CGFloat = 0
  public var isInterruptible = true
  public var isUserInteractionEnabled = true
  public var isReversed = false
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var token: Int?
  private var application: UIApplication?

  /// An animator with a timing curve.
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// A spring animator.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// Makes an animator and starts it.
  @discardableResult
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds changes; added while running, they are applied at once.
  public func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { animation() } else { animations.append(animation) }
  }

  /// Adds changes with a delay factor; applied as `addAnimations(_:)`.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion, run when the animation ends.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animation now.
  public func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts the animation: applies its changes at once, completes after `delay + duration`.
  public func startAnimation(afterDelay delay: TimeInterval) {
    guard state == .inactive || (state == .active && token == nil) else { return }
    state = .active
    let application = MainRunLoop.application
    self.application = application
    let pending = animations
    animations.removeAll()
    token = application.animate(
      delay: delay, duration: duration, animations: { pending.forEach { $0() } },
      completion: { [self] _ in
        token = nil
        finish(at: .end)
      })
  }

  /// Pauses the animation (its changes are already applied).
  public func pauseAnimation() {
    state = .active
  }

  /// Stops the animation; without finishing, the animator waits for `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    if let token, let application { application.cancelScheduled(token) }
    token = nil
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { completions.removeAll() }
  }

  /// Finishes a stopped animation: its completions run at once with `finalPosition`.
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  private func finish(at position: UIViewAnimatingPosition) {
    state = .inactive
    let pending = completions
    completions.removeAll()
    for completion in pending { completion(position) }
  }
}
