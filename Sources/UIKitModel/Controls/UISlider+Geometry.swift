import Foundation

extension UISlider {
  /// The x range of the thumb's centre, in bounds coordinates: the bounds less half a thumb on
  /// each side (a single point when the slider is narrower than the thumb).
  var thumbTrack: ClosedRange<CGFloat> {
    let half = Self.thumbDiameter / 2
    let bounds = self.bounds
    let low = bounds.minX + half
    return low...max(low, bounds.maxX - half)
  }

  /// The centre of the thumb for the current value, in bounds coordinates.
  package var thumbCenter: CGPoint {
    CGPoint(x: thumbCenterX(for: value), y: bounds.midY)
  }

  /// The thumb's rectangle (the square around its circle), in bounds coordinates.
  package var thumbRect: CGRect {
    let center = thumbCenter
    let diameter = Self.thumbDiameter
    return CGRect(
      x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
  }

  /// The x of the thumb centre for `value`.
  func thumbCenterX(for value: Float) -> CGFloat {
    let track = thumbTrack
    let minimum = minimumValue
    let span = maximumValue - minimum
    guard span > 0 else { return track.lowerBound }
    let fraction = CGFloat((value - minimum) / span)
    return track.lowerBound + fraction * (track.upperBound - track.lowerBound)
  }

  /// The value whose thumb centre is at `x` (clamped to the range).
  func value(forThumbCenterX x: CGFloat) -> Float {
    let track = thumbTrack
    let length = track.upperBound - track.lowerBound
    guard length > 0 else { return value }
    let fraction = (x - track.lowerBound) / length
    // The limits read once each: they are open properties.
    let minimum = minimumValue
    let maximum = maximumValue
    let raw = minimum + Float(fraction) * (maximum - minimum)
    return min(max(raw, minimum), maximum)
  }

  /// Whether `point` (bounds coordinates) grabs the thumb: the thumb rectangle grown by
  /// `thumbHitMargin`, half-open.
  package func isPointOnThumb(_ point: CGPoint) -> Bool {
    let margin = Self.thumbHitMargin
    return thumbRect.insetBy(dx: -margin, dy: -margin).containsHalfOpen(point)
  }
}
