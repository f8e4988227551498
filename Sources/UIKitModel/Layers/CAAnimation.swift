import Foundation

/// An animation's description. Animations added to a layer are kept and never run: the layer's
/// model values are already the final ones, as they are in UIKit while an animation plays.
open class CAAnimation {
  open var duration: CFTimeInterval = 0
  open var beginTime: CFTimeInterval = 0
  open var timeOffset: CFTimeInterval = 0
  open var speed: Float = 1
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  open var isRemovedOnCompletion = true
  open var timingFunction: CAMediaTimingFunction?
  /// The delegate; retained, as Core Animation retains it.
  open var delegate: (any CAAnimationDelegate)?

  public required init() {}

  /// A new animation.
  open class func animation() -> Self { Self() }
}

/// An animation of one property.
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  open var isAdditive = false
  open var isCumulative = false

  public required init() {}

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation from one value to another.
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// An animation through a list of values.
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var path: CGPath?
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode: CAAnimationCalculationMode = .linear
  open var rotationMode: CAAnimationRotationMode?
}

/// A spring animation.
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  /// The time the spring takes to settle (not computed: the model never runs it).
  open var settlingDuration: CFTimeInterval { duration }
}

/// Animations run together.
open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?
}

/// A transition between layer states.
open class CATransition: CAAnimation {
  open var type: CATransitionType = .fade
  open var subtype: CATransitionSubtype?
}

/// Told when an animation starts and stops; the model never runs animations, so it is never told.
public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// A timing curve; kept.
open class CAMediaTimingFunction {
  public let name: CAMediaTimingFunctionName?
  public init(name: CAMediaTimingFunctionName) { self.name = name }
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = CATransitionType(rawValue: "fade")
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  public static let push = CATransitionType(rawValue: "push")
  public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The current media time: always 0 in the model (its clock is the trace's).
public func CACurrentMediaTime() -> CFTimeInterval { 0 }
