#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

extension UIScrollView {
  /// The scroll view's fields of contract section 7.3: `contentOffset` (which is the bounds
  /// origin, so `bounds` is not written), `contentSize` always (a scene's default is the
  /// frame's size, UIKit's is zero), and the flags that differ from the scene's defaults.
  func traceScrollFields() -> [RecordedJSON.Member] {
    var members: [RecordedJSON.Member] = []
    func add(_ key: String, _ value: RecordedJSON) { members.append(.init(key: key, value: value)) }
    if contentOffset != .zero {
      add("contentOffset", .array([contentOffset.x, contentOffset.y].map { .number(Double($0)) }))
    }
    add("contentSize", .array([contentSize.width, contentSize.height].map { .number(Double($0)) }))
    if !isScrollEnabled { add("isScrollEnabled", .bool(false)) }
    if !delaysContentTouches { add("delaysContentTouches", .bool(false)) }
    if !canCancelContentTouches { add("canCancelContentTouches", .bool(false)) }
    // Table and collection views bounce vertically by default in a scene (contract 7.3).
    let stock = traceStockClass
    let bouncesVerticallyByDefault = stock == "UITableView" || stock == "UICollectionView"
    if alwaysBounceVertical != bouncesVerticallyByDefault {
      add("alwaysBounceVertical", .bool(alwaysBounceVertical))
    }
    if alwaysBounceHorizontal { add("alwaysBounceHorizontal", .bool(true)) }
    // `touchesShouldCancel(in:)` answers false for controls unless a subclass overrides it:
    // asked about a control of the content, when there is one.
    if let control = Self.firstTraceControl(in: subviews), touchesShouldCancel(in: control) {
      add("touchesShouldCancelInControls", .bool(true))
    }
    return members
  }

  /// The first control among `views` and their subviews, depth first.
  private static func firstTraceControl(in views: [UIView]) -> UIControl? {
    for view in views {
      if let control = view as? UIControl { return control }
      if let found = firstTraceControl(in: view.subviews) { return found }
    }
    return nil
  }
}
