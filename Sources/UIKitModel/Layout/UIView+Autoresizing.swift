import Foundation

/// Autoresizing, UIKit's rule: when a view's bounds size changes and its `autoresizesSubviews`
/// is true, each subview with an `autoresizingMask` changes its frame. Along each axis the change
/// of the superview's size goes to the subview's flexible parts (left margin, width, right margin;
/// top margin, height, bottom margin), shared in proportion to their current sizes (equally when
/// they are all zero); with no flexible part, the frame stays and the far margin takes the change.
extension UIView {
  /// Resizes the subviews after the bounds size changed from `oldSize`.
  func resizeSubviews(withOldSize oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.resize(withOldSuperviewSize: oldSize)
    }
  }

  /// Changes the frame by the mask for the superview's change from `oldSize` to its bounds size.
  public func resize(withOldSuperviewSize oldSize: CGSize) {
    guard let superview else { return }
    let newSize = superview.bounds.size
    let mask = autoresizingMask
    var frame = self.frame
    (frame.origin.x, frame.size.width) = Self.resize(
      origin: frame.minX, length: frame.width, oldLength: oldSize.width, newLength: newSize.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    (frame.origin.y, frame.size.height) = Self.resize(
      origin: frame.minY, length: frame.height, oldLength: oldSize.height, newLength: newSize.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    if frame != self.frame { self.frame = frame }
  }

  /// One axis: the new origin and length.
  private static func resize(
    origin: CGFloat, length: CGFloat, oldLength: CGFloat, newLength: CGFloat,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (CGFloat, CGFloat) {
    let delta = newLength - oldLength
    guard delta != 0 else { return (origin, length) }
    let parts: [(isFlexible: Bool, size: CGFloat)] = [
      (flexible.leading, origin), (flexible.length, length), (flexible.trailing, oldLength - origin - length),
    ]
    let flexibleParts = parts.filter(\.isFlexible)
    guard !flexibleParts.isEmpty else { return (origin, length) }
    let total = flexibleParts.reduce(0) { $0 + max($1.size, 0) }
    func share(_ index: Int) -> CGFloat {
      guard parts[index].isFlexible else { return 0 }
      return total > 0 ? delta * max(parts[index].size, 0) / total : delta / CGFloat(flexibleParts.count)
    }
    return (origin + share(0), length + share(1))
  }
}
