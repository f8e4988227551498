import Foundation
import UIKitModel

extension ClassRegistry {
  /// The stock controls, each with the scene properties of contract section 2 under UIKit's names.
  mutating func registerStockControls() {
    register("UIButton") { properties in
      let button = UIButton(frame: properties.frame)
      if let title = try properties.string("title") { button.setTitle(title, for: .normal) }
      if let value = try properties.bool("changesSelectionAsPrimaryAction") {
        button.changesSelectionAsPrimaryAction = value
      }
      return button
    }
    register("UISwitch") { properties in
      let control = UISwitch(frame: properties.frame)
      if let value = try properties.bool("isOn") { control.isOn = value }
      return control
    }
    register("UISlider") { properties in
      let slider = UISlider(frame: properties.frame)
      let minimum = try properties.float("minimumValue") ?? slider.minimumValue
      let maximum = try properties.float("maximumValue") ?? slider.maximumValue
      guard minimum <= maximum else {
        throw properties.invalid("maximumValue", "maximumValue \(maximum) is below minimumValue \(minimum)")
      }
      slider.minimumValue = minimum
      slider.maximumValue = maximum
      if let value = try properties.float("value") { slider.value = value }
      if let value = try properties.bool("isContinuous") { slider.isContinuous = value }
      return slider
    }
    register("UISegmentedControl") { properties in
      let titles = try properties.strings("segments")
      let count = try properties.int("numberOfSegments")
      if let count, count < 0 || count > 1_000 {
        throw properties.invalid(
          "numberOfSegments", "numberOfSegments must be between 0 and 1000, found \(count)")
      }
      if let titles, let count, titles.count != count {
        throw properties.invalid(
          "numberOfSegments", "numberOfSegments is \(count) but 'segments' has \(titles.count) titles")
      }
      let control =
        titles.map { UISegmentedControl(frame: properties.frame, titles: $0) }
        ?? UISegmentedControl(frame: properties.frame, numberOfSegments: count ?? 0)
      if let index = try properties.int("selectedSegmentIndex") {
        guard index == UISegmentedControl.noSegment || (0..<control.numberOfSegments).contains(index) else {
          throw properties.invalid(
            "selectedSegmentIndex",
            "selectedSegmentIndex \(index) is not -1 or a segment index below \(control.numberOfSegments)")
        }
        control.selectedSegmentIndex = index
      }
      if let value = try properties.bool("isMomentary") { control.isMomentary = value }
      return control
    }
    register("UIStepper") { properties in
      let stepper = UIStepper(frame: properties.frame)
      let minimum = try properties.double("minimumValue") ?? stepper.minimumValue
      let maximum = try properties.double("maximumValue") ?? stepper.maximumValue
      guard minimum < maximum else {
        throw properties.invalid(
          "maximumValue", "maximumValue \(maximum) must be above minimumValue \(minimum)")
      }
      stepper.minimumValue = minimum
      stepper.maximumValue = maximum
      if let step = try properties.double("stepValue") {
        guard step > 0 else { throw properties.invalid("stepValue", "stepValue must be greater than 0") }
        stepper.stepValue = step
      }
      if let value = try properties.double("value") { stepper.value = value }
      if let value = try properties.bool("wraps") { stepper.wraps = value }
      if let value = try properties.bool("autorepeat") { stepper.autorepeat = value }
      if let value = try properties.bool("isContinuous") { stepper.isContinuous = value }
      return stepper
    }
    register("UIPageControl") { properties in
      let control = UIPageControl(frame: properties.frame)
      if let pages = try properties.int("numberOfPages") {
        guard (0...10_000).contains(pages) else {
          throw properties.invalid(
            "numberOfPages", "numberOfPages must be between 0 and 10000, found \(pages)")
        }
        control.numberOfPages = pages
      }
      if let page = try properties.int("currentPage") { control.currentPage = page }
      if let value = try properties.bool("hidesForSinglePage") { control.hidesForSinglePage = value }
      return control
    }
    register("UITextField") { properties in
      let field = UITextField(frame: properties.frame)
      if let text = try properties.string("text") { field.text = text }
      if let placeholder = try properties.string("placeholder") { field.placeholder = placeholder }
      return field
    }
  }
}
