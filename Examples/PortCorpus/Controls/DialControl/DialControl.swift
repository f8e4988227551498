//
//  DialControl.swift
//
//  A rotary dial turned like a real knob: grab it anywhere outside the hub and
//  it turns by as much as the finger turns around its centre, between 0 and
//  sweepAngle degrees. The pointer follows the finger at once; the value is
//  published, and .valueChanged sent, on the next turn of the main queue, so
//  a burst of moves in one run-loop turn is announced once.
//

import UIKit

@IBDesignable
class DialControl: UIControl {

    // MARK: - Values

    @IBInspectable var minimumValue: Double = 0
    @IBInspectable var maximumValue: Double = 100

    /// The dial's rotation in degrees, clockwise, 0 ... sweepAngle.
    @IBInspectable var angle: Double = 0 {
        didSet { updatePointer() }
    }

    /// How far the dial turns from its minimum to its maximum, in degrees.
    @IBInspectable var sweepAngle: Double = 300 {
        didSet { updatePointer() }
    }

    /// Touch angles snap to multiples of this many degrees.
    @IBInspectable var angleStep: Double = 1

    /// The value last announced to targets.
    private(set) var value: Double = 0 {
        didSet { accessibilityValue = String(format: "%.0f", value) }
    }

    /// Touches closer than this to the centre have no clear angle and are refused.
    @IBInspectable var hubRadius: CGFloat = 12

    // MARK: - Layers

    private let faceLayer = CAGradientLayer()
    private let ticksLayer = CAReplicatorLayer()
    private let tickLayer = CALayer()
    private let pointerLayer = CAShapeLayer()

    // MARK: - Private state

    private var previousTouchAngle: Double = 0
    private var isValueUpdateScheduled = false
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
        accessibilityLabel = "Dial"

        faceLayer.colors = [UIColor(white: 0.98, alpha: 1).cgColor, UIColor(white: 0.86, alpha: 1).cgColor]
        faceLayer.startPoint = CGPoint(x: 0.5, y: 0)
        faceLayer.endPoint = CGPoint(x: 0.5, y: 1)
        faceLayer.borderWidth = 1
        faceLayer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
        layer.addSublayer(faceLayer)

        tickLayer.backgroundColor = UIColor.darkGray.cgColor
        ticksLayer.addSublayer(tickLayer)
        ticksLayer.instanceCount = 11
        layer.addSublayer(ticksLayer)

        pointerLayer.lineWidth = 3
        pointerLayer.lineCap = .round
        pointerLayer.strokeColor = tintColor.cgColor
        layer.addSublayer(pointerLayer)
    }

    // MARK: - Layout

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 120, height: 120)
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let square = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)

        CATransaction.begin()
        CATransaction.setDisableActions(true)

        faceLayer.frame = square.insetBy(dx: 8, dy: 8)
        faceLayer.cornerRadius = faceLayer.bounds.width / 2

        // bounds and position rather than frame: the ticks and the pointer are rotated.
        ticksLayer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        ticksLayer.position = center
        tickLayer.frame = CGRect(x: side / 2 - 1, y: 0, width: 2, height: 6)
        let tickSpacing = CGFloat(sweepAngle / Double(ticksLayer.instanceCount - 1)) * .pi / 180
        ticksLayer.instanceTransform = CATransform3DMakeRotation(tickSpacing, 0, 0, 1)
        ticksLayer.transform = CATransform3DMakeRotation(-CGFloat(sweepAngle / 2) * .pi / 180, 0, 0, 1)

        pointerLayer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        pointerLayer.position = center
        let pointer = UIBezierPath()
        pointer.move(to: CGPoint(x: side / 2, y: side / 2 - hubRadius))
        pointer.addLine(to: CGPoint(x: side / 2, y: 16))
        pointerLayer.path = pointer.cgPath

        CATransaction.commit()
        updatePointer()
    }

    private func updatePointer() {
        // Zero points the pointer to the start of the sweep, sweepAngle / 2 left of twelve o'clock.
        let radians = CGFloat(angle - sweepAngle / 2) * .pi / 180
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        pointerLayer.setAffineTransform(CGAffineTransform(rotationAngle: radians))
        CATransaction.commit()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        pointerLayer.strokeColor = tintColor.cgColor
    }

    // MARK: - Tracking

    /// The angle of `point` around the centre in degrees, clockwise from twelve
    /// o'clock, snapped to angleStep, 0 ..< 360; nil on the hub.
    private func touchAngle(at point: CGPoint) -> Double? {
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        guard (dx * dx + dy * dy).squareRoot() >= hubRadius else { return nil }
        let degrees = Double(atan2(dy, dx)) * 180 / .pi + 90
        let snapped = angleStep > 0 ? (degrees / angleStep).rounded() * angleStep : degrees
        var normalized = snapped.truncatingRemainder(dividingBy: 360)
        if normalized < 0 {
            normalized += 360
        }
        return normalized
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = touchAngle(at: touch.location(in: self)) else { return false }
        previousTouchAngle = start
        pointerLayer.lineWidth = 4
        selectionFeedback.prepare()
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let current = touchAngle(at: touch.location(in: self)) else { return true }
        var delta = current - previousTouchAngle
        if delta > 180 {
            delta -= 360
        } else if delta <= -180 {
            delta += 360
        }
        previousTouchAngle = current

        let newAngle = min(max(angle + delta, 0), sweepAngle)
        guard newAngle != angle else { return true }
        angle = newAngle
        scheduleValueUpdate()
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        pointerLayer.lineWidth = 3
    }

    override func cancelTracking(with event: UIEvent?) {
        pointerLayer.lineWidth = 3
        super.cancelTracking(with: event)
    }

    // MARK: - Publishing

    private func scheduleValueUpdate() {
        guard !isValueUpdateScheduled else { return }
        isValueUpdateScheduled = true
        DispatchQueue.main.async { [weak self] in
            self?.publishValue()
        }
    }

    private func publishValue() {
        isValueUpdateScheduled = false
        guard sweepAngle > 0 else { return }
        let newValue = minimumValue + (maximumValue - minimumValue) * angle / sweepAngle
        guard newValue != value else { return }
        value = newValue
        selectionFeedback.selectionChanged()
        sendActions(for: .valueChanged)
    }

    // MARK: - Accessibility

    override func accessibilityIncrement() {
        angle = min(angle + sweepAngle / 10, sweepAngle)
        publishValue()
    }

    override func accessibilityDecrement() {
        angle = max(angle - sweepAngle / 10, 0)
        publishValue()
    }
}
