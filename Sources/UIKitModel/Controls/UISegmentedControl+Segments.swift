import Foundation

extension UISegmentedControl {
  /// Whether the selection commits at touch-up (the application's configuration; true alone).
  var selectsOnTouchUp: Bool {
    owningApplication?.configuration.segmentedControlSelectsOnTouchUp ?? true
  }

  /// The segment whose column contains `point`'s x (bounds coordinates); points left or right
  /// of the bounds count for the first or last segment.
  package func segmentIndex(at point: CGPoint) -> Int {
    let count = numberOfSegments
    let bounds = self.bounds
    guard count > 0, bounds.width > 0 else { return Self.noSegment }
    let width = bounds.width / CGFloat(count)
    // Clamped before the conversion: a tiny width or a far point gives a huge quotient, and
    // `Int(_:)` traps on values out of its range (and on NaN).
    let position = ((point.x - bounds.minX) / width).rounded(.down)
    guard position >= 0 else { return 0 }
    guard position < CGFloat(count - 1) else { return count - 1 }
    return Int(position)
  }

  /// The segment's rectangle in bounds coordinates: equal widths, left to right.
  package func segmentRect(at index: Int) -> CGRect {
    guard numberOfSegments > 0 else { return .null }
    let width = bounds.width / CGFloat(numberOfSegments)
    return CGRect(
      x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width,
      height: bounds.height)
  }

  /// Selects `index` and sends ValueChanged when the selection changed.
  func select(_ index: Int, with event: UIEvent?) {
    guard index != selectedSegmentIndex, index != Self.noSegment else { return }
    selectedSegmentIndex = index
    dispatch(.valueChanged, with: event)
  }

  /// Inserts a segment titled `title` at `segment` (clamped to the valid range).
  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let position = min(max(segment, 0), segmentTitles.count)
    let selected = selectedSegmentIndex
    segmentTitles.insert(title, at: position)
    if selected != Self.noSegment && selected >= position {
      selectedSegmentIndex = selected + 1
    }
  }

  /// Removes the segment at `segment`; removing the selected one selects nothing.
  public func removeSegment(at segment: Int, animated: Bool) {
    guard segmentTitles.indices.contains(segment) else { return }
    let selected = selectedSegmentIndex
    segmentTitles.remove(at: segment)
    if selected == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selected > segment {
      selectedSegmentIndex = selected - 1
    }
  }

  /// Removes every segment.
  public func removeAllSegments() {
    segmentTitles.removeAll()
    selectedSegmentIndex = Self.noSegment
  }

  /// The title of the segment at `segment`, nil when it has none or does not exist.
  public func titleForSegment(at segment: Int) -> String? {
    guard segmentTitles.indices.contains(segment) else { return nil }
    return segmentTitles[segment]
  }

  /// Sets the title of the segment at `segment`.
  public func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segmentTitles.indices.contains(segment) else { return }
    segmentTitles[segment] = title
  }
}
