import Foundation

/// A button: base `UIControl` tracking and highlighting, with primaryActionTriggered dispatched
/// after each TouchUpInside.
///
/// See docs/controls/UIButton.md for what it sends and where the model differs from UIKit.
open class UIButton: UIControl {
  /// The styles of button UIKit offers; the model keeps the type and draws nothing.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
  }

  /// The button's type: `.custom` for `init(frame:)`, as in UIKit.
  public private(set) var buttonType: ButtonType = .custom
  /// When true, the primary action toggles `isSelected` just before primaryActionTriggered is
  /// dispatched; when false (the default), the button never changes `isSelected` itself.
  open var changesSelectionAsPrimaryAction = false
  /// Titles by state; `title(for:)` falls back to the normal title.
  var titles: [State: String] = [:] {
    didSet { content.titleLabel?.text = currentTitle }
  }
  /// Colours, images and labels by state (UIButton+Content.swift).
  let content = ButtonContent()

  /// Creates a custom button with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a button with the given frame whose `primaryAction` is registered for
  /// primaryActionTriggered, as `UIButton(frame:primaryAction:)` does [KOZE].
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    register(primaryAction)
  }

  /// Creates a button of the given type (`.system` by default) with an empty frame and
  /// `primaryAction` registered for primaryActionTriggered.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    register(primaryAction)
  }

  private func register(_ primaryAction: UIAction?) {
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      if titles[.normal] == nil, !primaryAction.title.isEmpty {
        titles[.normal] = primaryAction.title
      }
    }
  }

  /// Creates a button of the given type with an empty frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// A button's primary action follows TouchUpInside.
  open override var primaryActionTriggerEvents: Event { .touchUpInside }

  /// Refuses a one-finger single tap attached to another view, so that the control, not an
  /// ancestor's tap, gets the tap (R7, G6 [A:attaching-gesture-recognizers-to-uikit-controls]).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    answer(
      gestureRecognizer, as: "UIButton", rule: .singleTap, refuses: isForeignSingleTap(gestureRecognizer))
  }

  /// Toggles `isSelected` as a primaryActionTriggered dispatch starts, when the button
  /// `changesSelectionAsPrimaryAction`, so that the primary action sees the new state.
  override func willDispatchPrimaryAction(with event: UIEvent?) {
    if changesSelectionAsPrimaryAction {
      isSelected.toggle()
    }
  }
}
