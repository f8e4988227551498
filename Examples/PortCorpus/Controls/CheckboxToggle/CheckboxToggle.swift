//
//  CheckboxToggle.swift
//
//  A checkbox with a title beside it. It is a plain UIView that handles its
//  own touches: a touch that lifts inside it (or within touchPadding of it)
//  flips isChecked. It reports only to its delegate and its onChange closure;
//  it sends no control events and has no targets.
//

import UIKit

protocol CheckboxToggleDelegate: AnyObject {
    func checkboxToggle(_ checkbox: CheckboxToggle, didChangeCheckedState isChecked: Bool)
}

@IBDesignable
class CheckboxToggle: UIView {

    // MARK: - Reporting

    weak var delegate: CheckboxToggleDelegate?

    /// Called after every change made by the user, with the new state.
    var onChange: ((Bool) -> Void)?

    // MARK: - State

    @IBInspectable var isChecked: Bool = false {
        didSet {
            guard isChecked != oldValue else { return }
            updateAppearance()
        }
    }

    @IBInspectable var isEnabled: Bool = true {
        didSet {
            alpha = isEnabled ? 1 : 0.45
            accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
        }
    }

    // MARK: - Appearance

    @IBInspectable var title: String = "" {
        didSet {
            titleLabel.text = title
            accessibilityLabel = title
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    @IBInspectable var boxSize: CGFloat = 22 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    @IBInspectable var spacing: CGFloat = 8 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// How far outside its bounds a lifting touch still counts.
    @IBInspectable var touchPadding: CGFloat = 16

    // MARK: - Private state

    private let boxLayer = CAShapeLayer()
    private let checkmarkLayer = CAShapeLayer()
    private let titleLabel = UILabel()
    private weak var trackingTouch: UITouch?
    private let impactFeedback = UIImpactFeedbackGenerator(style: .medium)

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
        accessibilityTraits = .button

        boxLayer.lineWidth = 2
        boxLayer.fillColor = UIColor.clear.cgColor
        layer.addSublayer(boxLayer)

        checkmarkLayer.lineWidth = 2.5
        checkmarkLayer.lineCap = .round
        checkmarkLayer.lineJoin = .round
        checkmarkLayer.fillColor = UIColor.clear.cgColor
        checkmarkLayer.strokeColor = UIColor.white.cgColor
        layer.addSublayer(checkmarkLayer)

        titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .darkText
        addSubview(titleLabel)

        updateAppearance()
    }

    // MARK: - Layout

    override var intrinsicContentSize: CGSize {
        let labelSize = titleLabel.intrinsicContentSize
        let titleWidth = title.isEmpty ? 0 : spacing + labelSize.width
        return CGSize(width: boxSize + titleWidth, height: max(boxSize, labelSize.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        let boxFrame = CGRect(x: 0, y: (bounds.height - boxSize) / 2, width: boxSize, height: boxSize)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        boxLayer.frame = boxFrame
        boxLayer.path = UIBezierPath(roundedRect: boxLayer.bounds.insetBy(dx: 1, dy: 1), cornerRadius: 5).cgPath
        checkmarkLayer.frame = boxFrame
        let check = UIBezierPath()
        check.move(to: CGPoint(x: boxSize * 0.25, y: boxSize * 0.52))
        check.addLine(to: CGPoint(x: boxSize * 0.43, y: boxSize * 0.7))
        check.addLine(to: CGPoint(x: boxSize * 0.76, y: boxSize * 0.32))
        checkmarkLayer.path = check.cgPath
        CATransaction.commit()

        let labelX = boxSize + spacing
        titleLabel.frame = CGRect(x: labelX, y: 0, width: max(bounds.width - labelX, 0), height: bounds.height)
    }

    // MARK: - Appearance

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        let accent: UIColor = tintColor
        boxLayer.strokeColor = (isChecked ? accent : UIColor.gray).cgColor
        boxLayer.fillColor = (isChecked ? accent : UIColor.clear).cgColor
        checkmarkLayer.isHidden = !isChecked
        accessibilityValue = isChecked ? "checked" : "unchecked"
    }

    private func setPressed(_ pressed: Bool) {
        boxLayer.opacity = pressed ? 0.6 : 1
    }

    // MARK: - Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackingTouch == nil, let touch = touches.first else {
            super.touchesBegan(touches, with: event)
            return
        }
        trackingTouch = touch
        setPressed(true)
        impactFeedback.prepare()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            super.touchesMoved(touches, with: event)
            return
        }
        setPressed(touchArea.contains(touch.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            super.touchesEnded(touches, with: event)
            return
        }
        trackingTouch = nil
        setPressed(false)
        if touchArea.contains(touch.location(in: self)) {
            toggle()
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            super.touchesCancelled(touches, with: event)
            return
        }
        trackingTouch = nil
        setPressed(false)
    }

    private var touchArea: CGRect {
        return bounds.insetBy(dx: -touchPadding, dy: -touchPadding)
    }

    private func toggle() {
        isChecked.toggle()
        impactFeedback.impactOccurred()
        delegate?.checkboxToggle(self, didChangeCheckedState: isChecked)
        onChange?(isChecked)
    }

    // MARK: - Accessibility

    override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        toggle()
        return true
    }
}
