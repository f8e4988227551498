//
//  RangeSlider.swift
//
//  A horizontal slider with two thumbs that select a sub-range of
//  minimumValue ... maximumValue. The track and thumbs are layers whose
//  frames are computed in layoutSubviews; a drag moves the thumb it started
//  on by the distance the finger travelled, scaled by the track's width.
//

import UIKit

@IBDesignable
class RangeSlider: UIControl {

    // MARK: - Values

    @IBInspectable var minimumValue: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    @IBInspectable var maximumValue: CGFloat = 1 {
        didSet { setNeedsLayout() }
    }

    @IBInspectable var lowerValue: CGFloat = 0.2 {
        didSet {
            setNeedsLayout()
            updateAccessibilityValue()
        }
    }

    @IBInspectable var upperValue: CGFloat = 0.8 {
        didSet {
            setNeedsLayout()
            updateAccessibilityValue()
        }
    }

    /// The smallest distance the two values keep between them while dragging.
    @IBInspectable var minimumDistance: CGFloat = 0

    // MARK: - Appearance

    @IBInspectable var thumbDiameter: CGFloat = 28 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    @IBInspectable var trackHeight: CGFloat = 4 {
        didSet { setNeedsLayout() }
    }

    /// Extra points around each thumb that still grab it.
    @IBInspectable var thumbTouchPadding: CGFloat = 8

    @IBInspectable var trackTintColor: UIColor = UIColor(white: 0.87, alpha: 1) {
        didSet { updateColors() }
    }

    @IBInspectable var thumbTintColor: UIColor = .white {
        didSet { updateColors() }
    }

    // MARK: - Private state

    private enum Thumb {
        case lower
        case upper
    }

    private let trackLayer = CALayer()
    private let rangeLayer = CALayer()
    private let lowerThumbLayer = CAShapeLayer()
    private let upperThumbLayer = CAShapeLayer()

    /// The length of the track the thumbs' centres travel along; set in layoutSubviews.
    private var trackWidth: CGFloat = 0
    private var previousLocation = CGPoint.zero
    private var activeThumb: Thumb?
    private let selectionFeedback = UISelectionFeedbackGenerator()

    // MARK: - Init

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .clear
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        accessibilityLabel = "Range"

        layer.addSublayer(trackLayer)
        layer.addSublayer(rangeLayer)
        for thumb in [lowerThumbLayer, upperThumbLayer] {
            thumb.lineWidth = 0.5
            thumb.shadowColor = UIColor.black.cgColor
            thumb.shadowOpacity = 0.2
            thumb.shadowRadius = 2
            thumb.shadowOffset = CGSize(width: 0, height: 1)
            thumb.contentsScale = UIScreen.main.scale
            layer.addSublayer(thumb)
        }
        updateColors()
        updateAccessibilityValue()
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        updateColors()
    }

    // MARK: - Layout

    override var intrinsicContentSize: CGSize {
        return CGSize(width: UIView.noIntrinsicMetric, height: thumbDiameter + 2 * thumbTouchPadding)
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        trackWidth = max(bounds.width - thumbDiameter, 0)

        CATransaction.begin()
        CATransaction.setDisableActions(true)

        let trackY = bounds.midY - trackHeight / 2
        trackLayer.frame = CGRect(x: thumbDiameter / 2, y: trackY, width: trackWidth, height: trackHeight)
        trackLayer.cornerRadius = trackHeight / 2

        let lowerX = position(for: lowerValue)
        let upperX = position(for: upperValue)
        rangeLayer.frame = CGRect(x: lowerX, y: trackY, width: max(upperX - lowerX, 0), height: trackHeight)
        rangeLayer.cornerRadius = trackHeight / 2

        lowerThumbLayer.frame = thumbFrame(centeredAt: lowerX)
        upperThumbLayer.frame = thumbFrame(centeredAt: upperX)
        for thumb in [lowerThumbLayer, upperThumbLayer] {
            thumb.path = UIBezierPath(ovalIn: thumb.bounds).cgPath
        }

        CATransaction.commit()
    }

    /// The x coordinate of a thumb's centre for `value`.
    private func position(for value: CGFloat) -> CGFloat {
        let range = maximumValue - minimumValue
        guard range > 0 else { return thumbDiameter / 2 }
        return thumbDiameter / 2 + trackWidth * (value - minimumValue) / range
    }

    private func thumbFrame(centeredAt x: CGFloat) -> CGRect {
        return CGRect(x: x - thumbDiameter / 2,
                      y: bounds.midY - thumbDiameter / 2,
                      width: thumbDiameter,
                      height: thumbDiameter)
    }

    // MARK: - Appearance

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        trackLayer.backgroundColor = trackTintColor.cgColor
        rangeLayer.backgroundColor = tintColor.cgColor
        for thumb in [lowerThumbLayer, upperThumbLayer] {
            thumb.fillColor = thumbTintColor.cgColor
            thumb.strokeColor = UIColor(white: 0.75, alpha: 1).cgColor
        }
    }

    private func setHighlighted(_ highlighted: Bool, thumb: Thumb) {
        let shape = thumb == .lower ? lowerThumbLayer : upperThumbLayer
        shape.fillColor = highlighted ? UIColor(white: 0.94, alpha: 1).cgColor : thumbTintColor.cgColor
    }

    private func updateAccessibilityValue() {
        accessibilityValue = "\(Int(lowerValue.rounded())) to \(Int(upperValue.rounded()))"
    }

    // MARK: - Tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousLocation = touch.location(in: self)

        let lowerArea = lowerThumbLayer.frame.insetBy(dx: -thumbTouchPadding, dy: -thumbTouchPadding)
        let upperArea = upperThumbLayer.frame.insetBy(dx: -thumbTouchPadding, dy: -thumbTouchPadding)
        let inLower = lowerArea.contains(previousLocation)
        let inUpper = upperArea.contains(previousLocation)

        switch (inLower, inUpper) {
        case (true, true):
            // Overlapping thumbs: take the closer one; when they sit on top of each
            // other, take the one that can still move.
            let toLower = abs(previousLocation.x - lowerThumbLayer.position.x)
            let toUpper = abs(previousLocation.x - upperThumbLayer.position.x)
            if toLower == toUpper {
                activeThumb = lowerValue >= maximumValue ? .lower : .upper
            } else {
                activeThumb = toLower < toUpper ? .lower : .upper
            }
        case (true, false):
            activeThumb = .lower
        case (false, true):
            activeThumb = .upper
        case (false, false):
            activeThumb = nil
        }

        guard let thumb = activeThumb else { return false }
        setHighlighted(true, thumb: thumb)
        selectionFeedback.prepare()
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let deltaLocation = location.x - previousLocation.x
        let deltaValue = (maximumValue - minimumValue) * deltaLocation / trackWidth
        previousLocation = location

        let oldLower = lowerValue
        let oldUpper = upperValue

        switch activeThumb {
        case .lower?:
            lowerValue = bound(lowerValue + deltaValue, lower: minimumValue, upper: upperValue - minimumDistance)
        case .upper?:
            upperValue = bound(upperValue + deltaValue, lower: lowerValue + minimumDistance, upper: maximumValue)
        case nil:
            return false
        }

        if lowerValue != oldLower || upperValue != oldUpper {
            sendActions(for: .valueChanged)
        }
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let thumb = activeThumb {
            setHighlighted(false, thumb: thumb)
            selectionFeedback.selectionChanged()
        }
        activeThumb = nil
    }

    override func cancelTracking(with event: UIEvent?) {
        if let thumb = activeThumb {
            setHighlighted(false, thumb: thumb)
        }
        activeThumb = nil
        super.cancelTracking(with: event)
    }

    private func bound(_ value: CGFloat, lower: CGFloat, upper: CGFloat) -> CGFloat {
        return min(max(value, lower), upper)
    }

    // MARK: - Accessibility

    override func accessibilityIncrement() {
        let step = (maximumValue - minimumValue) / 10
        upperValue = bound(upperValue + step, lower: lowerValue + minimumDistance, upper: maximumValue)
        sendActions(for: .valueChanged)
    }

    override func accessibilityDecrement() {
        let step = (maximumValue - minimumValue) / 10
        lowerValue = bound(lowerValue - step, lower: minimumValue, upper: upperValue - minimumDistance)
        sendActions(for: .valueChanged)
    }
}
