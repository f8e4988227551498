import Foundation
import UIKitModel

extension ClassRegistry {
  /// The views of contract 7.1: non-interactive and layout views, cells, and scroll views with
  /// the fields of 7.3.
  mutating func registerStockViews() {
    register("UIImageView") { UIImageView(frame: $0) }
    register("UILabel") { UILabel(frame: $0) }
    register("UIStackView") { UIStackView(frame: $0) }
    register("UITableViewCell") { UITableViewCell(frame: $0) }
    register("UICollectionViewCell") { UICollectionViewCell(frame: $0) }
    register("UIScrollView") { properties in
      try Self.configure(
        try properties.bool("touchesShouldCancelInControls") == true
          ? SceneScrollView(frame: properties.frame) : UIScrollView(frame: properties.frame), properties)
    }
    register("UITableView") { properties in
      try Self.configure(
        try properties.bool("touchesShouldCancelInControls") == true
          ? SceneTableView(frame: properties.frame) : UITableView(frame: properties.frame), properties)
    }
    register("UICollectionView") { properties in
      try Self.configure(
        try properties.bool("touchesShouldCancelInControls") == true
          ? SceneCollectionView(frame: properties.frame) : UICollectionView(frame: properties.frame),
        properties)
    }
  }

  /// Names the stock classes a `base` may give.
  static let stockClassNames: Set<String> = [
    "UIView", "UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper",
    "UIPageControl", "UITextField", "UIImageView", "UILabel", "UIStackView", "UIScrollView", "UITableView",
    "UICollectionView", "UITableViewCell", "UICollectionViewCell",
  ]

  private static func configure(_ view: UIScrollView, _ properties: SceneProperties) throws -> UIView {
    let size = try pair(properties, "contentSize", "[width, height]")
    view.contentSize = size.map { CGSize(width: $0.0, height: $0.1) } ?? properties.frame.size
    if let offset = try pair(properties, "contentOffset", "[x, y]") {
      view.bounds.origin = CGPoint(x: offset.0, y: offset.1)
    }
    if let value = try properties.bool("isScrollEnabled") { view.isScrollEnabled = value }
    if let value = try properties.bool("delaysContentTouches") { view.delaysContentTouches = value }
    if let value = try properties.bool("canCancelContentTouches") { view.canCancelContentTouches = value }
    if let value = try properties.bool("alwaysBounceVertical") { view.alwaysBounceVertical = value }
    if let value = try properties.bool("alwaysBounceHorizontal") { view.alwaysBounceHorizontal = value }
    if let value = try properties.bool("bounces") { view.bounces = value }
    if let rate = try properties.numberOrName("decelerationRate", named: ["normal": 0.998, "fast": 0.99]) {
      guard rate > 0 && rate < 1 else {
        throw properties.invalid("decelerationRate", "decelerationRate must be between 0 and 1 (exclusive)")
      }
      view.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(rate))
    }
    if let value = try properties.bool("isPagingEnabled") { view.isPagingEnabled = value }
    if let table = view as? UITableView, let value = try properties.bool("allowsSelection") {
      table.allowsSelection = value
    }
    if let collection = view as? UICollectionView, let value = try properties.bool("allowsSelection") {
      collection.allowsSelection = value
    }
    if let value = try properties.bool("transfersVerticalScrollingToParent") {
      view.transfersVerticalScrollingToParent = value
    }
    if let value = try properties.bool("transfersHorizontalScrollingToParent") {
      view.transfersHorizontalScrollingToParent = value
    }
    try ignoreUnmodelled(view, properties)
    return view
  }

  /// M19: directional lock, zooming and content insets are not modelled. A scene (one written
  /// from an app, or by `import`) that gives them replays as without them; their values are
  /// still checked.
  private static func ignoreUnmodelled(_ view: UIScrollView, _ properties: SceneProperties) throws {
    if let value = try properties.bool("isDirectionalLockEnabled") { view.isDirectionalLockEnabled = value }
    _ = try properties.bool("bouncesZoom")
    for key in ["minimumZoomScale", "maximumZoomScale", "zoomScale"] { _ = try properties.double(key) }
    if let inset = try properties.numbers("contentInset"), inset.count != 4 {
      throw properties.invalid("contentInset", "contentInset must be [top, left, bottom, right]")
    }
  }

  private static func pair(_ properties: SceneProperties, _ key: String, _ what: String) throws -> (
    Double, Double
  )? {
    guard let values = try properties.numbers(key) else { return nil }
    guard values.count == 2 else { throw properties.invalid(key, "\(key) must be \(what)") }
    return (values[0], values[1])
  }
}

/// A scroll view whose `touchesShouldCancel(in:)` answers true for controls too: the
/// `touchesShouldCancelInControls` of contract 7.3, as an app's subclass would do it.
final class SceneScrollView: UIScrollView {
  override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// `SceneScrollView` for a table view.
final class SceneTableView: UITableView {
  override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// `SceneScrollView` for a collection view.
final class SceneCollectionView: UICollectionView {
  override func touchesShouldCancel(in view: UIView) -> Bool { true }
}
