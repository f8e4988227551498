import Foundation

/// `showsMenuAsPrimaryAction`: the control's context-menu interaction is its primary action
/// ([A:uicontrol/showsmenuasprimaryaction], [DEC-Control]).
///
/// - The menu is presented when the user touches down: after TouchDown (and TouchDownRepeat)
///   the control, still highlighted, sends menuActionTriggered through `sendActions(for:)`, so
///   with a nil event, before the menu appears ([A:uicontrol/event/menuactiontriggered]).
/// - The menu then owns the touch: no drag events, no TouchUpInside or TouchUpOutside, hence no
///   primaryActionTriggered ([A:uicontrol/performprimaryaction()]), and no TouchCancel.
/// - Model choices where UIKit is unknown: TouchDown reaches the targets first; at the lift or
///   cancellation tracking stops and the highlight clears, without `endTracking` or
///   `cancelTracking`. The menu itself is not modelled.
extension UIControl {
  /// Presents the menu at touch-down: menuActionTriggered, then the menu owns the touch.
  func presentMenuAtTouchDown() {
    sendActions(for: .menuActionTriggered)
    menuOwnsTouch = isTracking
  }

  /// The lift or cancellation of a touch the menu owns: tracking stops, nothing is sent.
  func endMenuTouch() {
    menuOwnsTouch = false
    trackingTouch = nil
    setTracking(false)
    setTouchInside(false)
    isHighlighted = false
  }
}
