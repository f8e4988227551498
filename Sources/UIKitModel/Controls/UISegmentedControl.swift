import Foundation

/// A row of equal-width segments: touch-down highlights the segment under the finger, and the
/// selection commits at touch-up inside (or at touch-down, per
/// `UIApplication.Configuration.segmentedControlSelectsOnTouchUp`). ValueChanged is sent only
/// when the selection changes.
///
/// See docs/controls/UISegmentedControl.md for the model's choices.
open class UISegmentedControl: UIControl {
  /// The index meaning "no segment selected".
  public static let noSegment = -1

  /// The segments' titles (nil for an untitled segment).
  var segmentTitles: [String?] = []
  private var selectedStorage = UISegmentedControl.noSegment
  /// When true, a segment does not stay selected after tracking ends.
  open var isMomentary = false
  /// The segment under the finger while tracking, or `noSegment`.
  package internal(set) var highlightedSegmentIndex = UISegmentedControl.noSegment

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control with one titled segment per item (items that are not strings make
  /// untitled segments, standing for images).
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    segmentTitles = (items ?? []).map { $0 as? String }
  }

  /// Creates a control with the given frame and titles: the scene's convenience.
  package convenience init(frame: CGRect, titles: [String]) {
    self.init(frame: frame)
    segmentTitles = titles
  }

  /// Creates a control with the given frame and `count` untitled segments.
  package convenience init(frame: CGRect, numberOfSegments count: Int) {
    self.init(frame: frame)
    segmentTitles = Array(repeating: nil, count: max(0, count))
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The number of segments.
  open var numberOfSegments: Int { segmentTitles.count }

  /// The selected segment, or `noSegment`; an index out of range selects nothing.
  open var selectedSegmentIndex: Int {
    get { selectedStorage }
    set {
      selectedStorage = segmentTitles.indices.contains(newValue) ? newValue : Self.noSegment
    }
  }

  /// The control reports `selectedSegmentIndex` with each dispatch.
  /// Refuses a one-finger single tap attached to another view, so that the control, not an
  /// ancestor's tap, gets the tap (R7, G6 [A:attaching-gesture-recognizers-to-uikit-controls]).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    answer(
      gestureRecognizer, as: "UISegmentedControl", rule: .singleTap,
      refuses: isForeignSingleTap(gestureRecognizer))
  }

  open override var reportedValue: ReportedControlValue? {
    ReportedControlValue(name: "selectedSegmentIndex", value: .int(selectedSegmentIndex))
  }

  // MARK: Tracking

  /// Touch-down on a segment highlights it; with selection at touch-down, the control also
  /// selects it there (after the TouchDown dispatch, see `touchesBegan`).
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard numberOfSegments > 0 else { return false }
    highlightedSegmentIndex = segmentIndex(at: touch.location(in: self))
    return true
  }

  /// The highlight follows the finger while it is inside the touch area.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    highlightedSegmentIndex =
      isPointMostlyInside(point, with: event) ? segmentIndex(at: point) : Self.noSegment
    return true
  }

  /// Lift-off inside commits the segment under the finger (selection at touch-up), before
  /// TouchUpInside.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    defer { highlightedSegmentIndex = Self.noSegment }
    guard selectsOnTouchUp, let touch else { return }
    let point = touch.location(in: self)
    guard isPointMostlyInside(point, with: event) else { return }
    select(segmentIndex(at: point), with: event)
  }

  open override func cancelTracking(with event: UIEvent?) {
    highlightedSegmentIndex = Self.noSegment
    super.cancelTracking(with: event)
    if isMomentary { selectedSegmentIndex = Self.noSegment }
  }

  /// With selection at touch-down, the segment is selected right after TouchDown (and
  /// TouchDownRepeat).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    let wasTracking = isTracking
    super.touchesBegan(touches, with: event)
    if !wasTracking, isTracking, !selectsOnTouchUp, let touch = trackingTouch {
      select(segmentIndex(at: touch.location(in: self)), with: event)
    }
  }

  /// A momentary control returns to `noSegment` once tracking has ended (after TouchUpInside),
  /// without an event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let wasTracking = isTracking
    super.touchesEnded(touches, with: event)
    if wasTracking, !isTracking, isMomentary { selectedSegmentIndex = Self.noSegment }
  }
}
