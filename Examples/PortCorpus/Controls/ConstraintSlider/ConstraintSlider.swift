//
//  ConstraintSlider.swift
//
//  A slider built with Auto Layout: the track, the fill and the thumb are
//  subviews positioned by constraints. The value moves the thumb by changing
//  the constant of its leading constraint; while dragging, layoutIfNeeded()
//  applies it at once so the thumb stays under the finger.
//

import UIKit

class ConstraintSlider: UIControl {

    // MARK: - Values

    var minimumValue: Float = 0 {
        didSet { updateThumbPosition() }
    }

    var maximumValue: Float = 1 {
        didSet { updateThumbPosition() }
    }

    var value: Float = 0 {
        didSet {
            updateThumbPosition()
            accessibilityValue = "\(Int((fraction * 100).rounded()))%"
        }
    }

    /// Whether .valueChanged is sent during the drag, or once at the end.
    var isContinuous: Bool = true

    // MARK: - Appearance

    var thumbSize: CGFloat = 28 {
        didSet {
            thumbWidthConstraint.constant = thumbSize
            trackLeadingConstraint.constant = thumbSize / 2
            trackTrailingConstraint.constant = -thumbSize / 2
            updateThumbPosition()
        }
    }

    /// Extra points around the thumb that still grab it.
    var thumbTouchPadding: CGFloat = 10

    var minimumTrackTintColor: UIColor? {
        didSet { fillView.backgroundColor = minimumTrackTintColor ?? tintColor }
    }

    // MARK: - Subviews and constraints

    private let trackView = UIView()
    private let fillView = UIView()
    private let thumbView = UIView()

    private lazy var thumbLeadingConstraint = thumbView.leadingAnchor.constraint(equalTo: leadingAnchor)
    private lazy var thumbWidthConstraint = thumbView.widthAnchor.constraint(equalToConstant: thumbSize)
    private lazy var trackLeadingConstraint = trackView.leadingAnchor.constraint(equalTo: leadingAnchor,
                                                                                 constant: thumbSize / 2)
    private lazy var trackTrailingConstraint = trackView.trailingAnchor.constraint(equalTo: trailingAnchor,
                                                                                   constant: -thumbSize / 2)

    private var fraction: Float {
        let range = maximumValue - minimumValue
        guard range > 0 else { return 0 }
        return min(max((value - minimumValue) / range, 0), 1)
    }

    private var hasValueChangedDuringTracking = false

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
        isAccessibilityElement = true
        accessibilityTraits = .adjustable

        for subview in [trackView, fillView, thumbView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            subview.isUserInteractionEnabled = false
            addSubview(subview)
        }

        trackView.backgroundColor = UIColor(white: 0.85, alpha: 1)
        fillView.backgroundColor = tintColor
        thumbView.backgroundColor = .white
        thumbView.layer.borderWidth = 0.5
        thumbView.layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.15
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumbView.layer.shadowRadius = 3

        NSLayoutConstraint.activate([
            trackLeadingConstraint,
            trackTrailingConstraint,
            trackView.centerYAnchor.constraint(equalTo: centerYAnchor),
            trackView.heightAnchor.constraint(equalToConstant: 4),

            fillView.leadingAnchor.constraint(equalTo: trackView.leadingAnchor),
            fillView.trailingAnchor.constraint(equalTo: thumbView.centerXAnchor),
            fillView.centerYAnchor.constraint(equalTo: trackView.centerYAnchor),
            fillView.heightAnchor.constraint(equalTo: trackView.heightAnchor),

            thumbLeadingConstraint,
            thumbWidthConstraint,
            thumbView.heightAnchor.constraint(equalTo: thumbView.widthAnchor),
            thumbView.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    // MARK: - Layout

    override var intrinsicContentSize: CGSize {
        return CGSize(width: UIView.noIntrinsicMetric, height: thumbSize + 4)
    }

    override func layoutSubviews() {
        // The thumb's offset depends on our width, which may have changed.
        updateThumbPosition()
        super.layoutSubviews()
        thumbView.layer.cornerRadius = thumbView.bounds.height / 2
        trackView.layer.cornerRadius = trackView.bounds.height / 2
        fillView.layer.cornerRadius = fillView.bounds.height / 2
    }

    private func updateThumbPosition() {
        let travel = max(bounds.width - thumbSize, 0)
        thumbLeadingConstraint.constant = travel * CGFloat(fraction)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if minimumTrackTintColor == nil {
            fillView.backgroundColor = tintColor
        }
    }

    // MARK: - Tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let grabArea = thumbView.frame.insetBy(dx: -thumbTouchPadding, dy: -thumbTouchPadding)
        guard grabArea.contains(location) else { return false }
        hasValueChangedDuringTracking = false
        thumbView.backgroundColor = UIColor(white: 0.95, alpha: 1)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let travel = bounds.width - thumbSize
        guard travel > 0 else { return true }
        let location = touch.location(in: self)
        let newFraction = Float(min(max((location.x - thumbSize / 2) / travel, 0), 1))
        let newValue = minimumValue + newFraction * (maximumValue - minimumValue)
        guard newValue != value else { return true }

        value = newValue
        layoutIfNeeded()
        hasValueChangedDuringTracking = true
        if isContinuous {
            sendActions(for: .valueChanged)
        }
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        thumbView.backgroundColor = .white
        if !isContinuous && hasValueChangedDuringTracking {
            sendActions(for: .valueChanged)
        }
    }

    override func cancelTracking(with event: UIEvent?) {
        thumbView.backgroundColor = .white
        super.cancelTracking(with: event)
    }

    // MARK: - Accessibility

    override func accessibilityIncrement() {
        value = min(value + (maximumValue - minimumValue) / 10, maximumValue)
        sendActions(for: .valueChanged)
    }

    override func accessibilityDecrement() {
        value = max(value - (maximumValue - minimumValue) / 10, minimumValue)
        sendActions(for: .valueChanged)
    }
}
