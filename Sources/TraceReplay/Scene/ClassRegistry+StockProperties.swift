import Foundation
import UIKitModel

extension ClassRegistry {
  /// The stock classes' documented properties that scenes may `set` and `watch`, under UIKit's
  /// names. A subclass has its superclasses' too (`ClassRegistry.properties(of:named:)`).
  mutating func registerStockProperties() {
    registerProperties("UIView") {
      [
        "isHidden": ViewProperty(\UIView.isHidden), "alpha": ViewProperty(\UIView.alpha),
        "isUserInteractionEnabled": ViewProperty(\UIView.isUserInteractionEnabled),
        "tag": ViewProperty(\UIView.tag),
      ]
    }
    registerProperties("UIControl") {
      [
        "isEnabled": ViewProperty(\UIControl.isEnabled), "isSelected": ViewProperty(\UIControl.isSelected),
        "isHighlighted": ViewProperty(\UIControl.isHighlighted),
        "isTracking": ViewProperty(\UIControl.isTracking),
      ]
    }
    registerProperties("UISlider") {
      [
        "value": ViewProperty(\UISlider.value), "minimumValue": ViewProperty(\UISlider.minimumValue),
        "maximumValue": ViewProperty(\UISlider.maximumValue),
        "isContinuous": ViewProperty(\UISlider.isContinuous),
      ]
    }
    registerProperties("UISwitch") { ["isOn": ViewProperty(\UISwitch.isOn)] }
    registerProperties("UIStepper") {
      [
        "value": ViewProperty(\UIStepper.value), "minimumValue": ViewProperty(\UIStepper.minimumValue),
        "maximumValue": ViewProperty(\UIStepper.maximumValue),
        "stepValue": ViewProperty(\UIStepper.stepValue),
        "autorepeat": ViewProperty(\UIStepper.autorepeat), "wraps": ViewProperty(\UIStepper.wraps),
        "isContinuous": ViewProperty(\UIStepper.isContinuous),
      ]
    }
    registerProperties("UISegmentedControl") {
      ["selectedSegmentIndex": ViewProperty(\UISegmentedControl.selectedSegmentIndex)]
    }
    registerProperties("UIPageControl") {
      [
        "currentPage": ViewProperty(\UIPageControl.currentPage),
        "numberOfPages": ViewProperty(\UIPageControl.numberOfPages),
      ]
    }
    registerProperties("UIScrollView") { ["contentOffset": ViewProperty(\UIScrollView.contentOffset)] }
    registerProperties("UITextField") { ["text": ViewProperty(\UITextField.text)] }
    registerProperties("UILabel") {
      ["text": ViewProperty(\UILabel.text), "numberOfLines": ViewProperty(\UILabel.numberOfLines)]
    }
  }
}
