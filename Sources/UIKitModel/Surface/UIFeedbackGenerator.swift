import Foundation

/// Haptic feedback: the model has no motor, so generators accept every call and do nothing.
open class UIFeedbackGenerator {
  public init() {}
  /// Prepares the motor; nothing to prepare.
  open func prepare() {}
}

/// Impact haptics; inert.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The strength of an impact.
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  /// The style the generator was made with.
  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  public override convenience init() { self.init(style: .medium) }

  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

/// Selection haptics; inert.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}

/// Notification haptics; inert.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The kind of notification.
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
