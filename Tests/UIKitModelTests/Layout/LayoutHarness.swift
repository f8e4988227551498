import Foundation

@testable import UIKitModel

/// A view with an intrinsic content size, as a label with fixed text has.
final class SizedLabel: UIView {
  var contentSize: CGSize

  init(_ contentSize: CGSize) {
    self.contentSize = contentSize
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override var intrinsicContentSize: CGSize { contentSize }
}

/// A 400×300 root view and a helper to make Auto Layout subviews.
struct LayoutScene {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

  /// Adds a view that Auto Layout places (`translatesAutoresizingMaskIntoConstraints` false).
  @discardableResult
  func add(_ view: UIView = UIView(), to parent: UIView? = nil, id: String) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = id
    (parent ?? root).addSubview(view)
    return view
  }
}
