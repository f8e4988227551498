//
//  CircularSlider.swift
//
//  A round slider: the value runs clockwise from twelve o'clock around a ring.
//  Everything is drawn in draw(_:), which also remembers where it drew the
//  thumb; a touch starts tracking only when it lands on that thumb.
//

import UIKit

@IBDesignable
class CircularSlider: UIControl {

    // MARK: - Values

    @IBInspectable var minimumValue: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable var maximumValue: CGFloat = 1 {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable var value: CGFloat = 0 {
        didSet {
            setNeedsDisplay()
            accessibilityValue = "\(Int((fraction * 100).rounded())) percent"
        }
    }

    // MARK: - Appearance

    @IBInspectable var lineWidth: CGFloat = 6 {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable var thumbRadius: CGFloat = 14 {
        didSet { setNeedsDisplay() }
    }

    /// Extra points around the thumb that still grab it.
    @IBInspectable var thumbTouchPadding: CGFloat = 10

    @IBInspectable var trackColor: UIColor = UIColor(white: 0.9, alpha: 1) {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable var thumbColor: UIColor = .white {
        didSet { setNeedsDisplay() }
    }

    // MARK: - Private state

    /// The centre of the thumb as last drawn, in bounds coordinates.
    private var thumbCenter = CGPoint.zero
    private let impactFeedback = UIImpactFeedbackGenerator(style: .light)

    private var fraction: CGFloat {
        let range = maximumValue - minimumValue
        guard range > 0 else { return 0 }
        return min(max((value - minimumValue) / range, 0), 1)
    }

    private var ringRadius: CGFloat {
        return min(bounds.width, bounds.height) / 2 - thumbRadius
    }

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
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        accessibilityLabel = "Progress"
    }

    // MARK: - Drawing

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = ringRadius
        let startAngle = -CGFloat.pi / 2
        let endAngle = startAngle + 2 * CGFloat.pi * fraction

        let track = UIBezierPath(arcCenter: center, radius: radius,
                                 startAngle: 0, endAngle: 2 * CGFloat.pi, clockwise: true)
        track.lineWidth = lineWidth
        trackColor.setStroke()
        track.stroke()

        if fraction > 0 {
            let progress = UIBezierPath(arcCenter: center, radius: radius,
                                        startAngle: startAngle, endAngle: endAngle, clockwise: true)
            progress.lineWidth = lineWidth
            progress.lineCapStyle = .round
            tintColor.setStroke()
            progress.stroke()
        }

        thumbCenter = CGPoint(x: center.x + radius * cos(endAngle),
                              y: center.y + radius * sin(endAngle))

        let thumb = UIBezierPath(arcCenter: thumbCenter, radius: thumbRadius,
                                 startAngle: 0, endAngle: 2 * CGFloat.pi, clockwise: true)
        if let context = UIGraphicsGetCurrentContext() {
            context.saveGState()
            context.setShadow(offset: CGSize(width: 0, height: 1), blur: 3,
                              color: UIColor(white: 0, alpha: 0.25).cgColor)
            thumbColor.setFill()
            thumb.fill()
            context.restoreGState()
        }
        UIColor(white: 0.8, alpha: 1).setStroke()
        thumb.lineWidth = 1
        thumb.stroke()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: - Tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let dx = location.x - thumbCenter.x
        let dy = location.y - thumbCenter.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance <= thumbRadius + thumbTouchPadding else { return false }
        impactFeedback.prepare()
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = trackedValue(at: touch.location(in: self))
        if newValue != value {
            value = newValue
            sendActions(for: .valueChanged)
        }
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        impactFeedback.impactOccurred()
    }

    /// The value at the angle of `point` around the centre: twelve o'clock is
    /// minimumValue, and it grows clockwise.
    private func trackedValue(at point: CGPoint) -> CGFloat {
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        var angle = atan2(dy, dx) + CGFloat.pi / 2
        if angle < 0 {
            angle += 2 * CGFloat.pi
        }
        let fraction = angle / (2 * CGFloat.pi)
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    // MARK: - Accessibility

    override func accessibilityIncrement() {
        value = min(value + (maximumValue - minimumValue) / 20, maximumValue)
        sendActions(for: .valueChanged)
    }

    override func accessibilityDecrement() {
        value = max(value - (maximumValue - minimumValue) / 20, minimumValue)
        sendActions(for: .valueChanged)
    }
}
