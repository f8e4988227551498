//
//  RepeatStepper.swift
//
//  A stepper built from two UIButtons and a label. The buttons are laid out in
//  layoutSubviews and report to the stepper through target-action. Holding a
//  button repeats its step: once after autorepeatDelay, then every
//  autorepeatInterval until the finger lifts.
//

import UIKit

@IBDesignable
class RepeatStepper: UIControl {

    // MARK: - Values

    @IBInspectable var value: Double = 0 {
        didSet {
            updateValueLabel()
            updateButtonStates()
        }
    }

    @IBInspectable var minimumValue: Double = 0 {
        didSet { updateButtonStates() }
    }

    @IBInspectable var maximumValue: Double = 10 {
        didSet { updateButtonStates() }
    }

    @IBInspectable var stepValue: Double = 1

    /// Whether holding a button keeps stepping.
    @IBInspectable var autorepeat: Bool = true

    /// Seconds a button is held before it starts repeating.
    var autorepeatDelay: TimeInterval = 0.5

    /// Seconds between repeats once repeating.
    var autorepeatInterval: TimeInterval = 0.1

    /// The format used for the value label.
    @IBInspectable var valueFormat: String = "%.0f" {
        didSet { updateValueLabel() }
    }

    // MARK: - Subviews

    private let minusButton = UIButton(type: .system)
    private let plusButton = UIButton(type: .system)
    private let valueLabel = UILabel()

    private var autorepeatTimer: Timer?
    private var repeatingStep: Double = 0
    private let impactFeedback = UIImpactFeedbackGenerator(style: .light)

    // MARK: - Init

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    deinit {
        autorepeatTimer?.invalidate()
    }

    private func commonInit() {
        backgroundColor = UIColor(white: 0.96, alpha: 1)
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        clipsToBounds = true

        minusButton.setTitle("\u{2212}", for: .normal)
        minusButton.accessibilityLabel = "Decrement"
        plusButton.setTitle("+", for: .normal)
        plusButton.accessibilityLabel = "Increment"

        for button in [minusButton, plusButton] {
            button.titleLabel?.font = UIFont.systemFont(ofSize: 22, weight: .medium)
            button.setTitleColor(UIColor.lightGray, for: .disabled)
            button.addTarget(self, action: #selector(stepButtonTouchDown(_:)), for: .touchDown)
            button.addTarget(self, action: #selector(stepButtonTouchUp(_:)),
                             for: [.touchUpInside, .touchUpOutside, .touchCancel])
            addSubview(button)
        }

        valueLabel.textAlignment = .center
        valueLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        valueLabel.textColor = .darkText
        valueLabel.adjustsFontSizeToFitWidth = true
        addSubview(valueLabel)

        updateValueLabel()
        updateButtonStates()
    }

    // MARK: - Layout

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 132, height: 36)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.height
        minusButton.frame = CGRect(x: 0, y: 0, width: side, height: side)
        plusButton.frame = CGRect(x: bounds.width - side, y: 0, width: side, height: side)
        valueLabel.frame = CGRect(x: side, y: 0, width: max(bounds.width - 2 * side, 0), height: side)
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil {
            stopAutorepeat()
        }
    }

    // MARK: - Actions

    @objc private func stepButtonTouchDown(_ sender: UIButton) {
        stopAutorepeat()
        repeatingStep = sender === plusButton ? stepValue : -stepValue
        step(by: repeatingStep)
        impactFeedback.impactOccurred()

        guard autorepeat else { return }
        autorepeatTimer = Timer.scheduledTimer(timeInterval: autorepeatDelay,
                                               target: self,
                                               selector: #selector(autorepeatDelayElapsed(_:)),
                                               userInfo: nil,
                                               repeats: false)
    }

    @objc private func stepButtonTouchUp(_ sender: UIButton) {
        stopAutorepeat()
    }

    @objc private func autorepeatDelayElapsed(_ timer: Timer) {
        step(by: repeatingStep)
        autorepeatTimer = Timer.scheduledTimer(timeInterval: autorepeatInterval,
                                               target: self,
                                               selector: #selector(autorepeatTick(_:)),
                                               userInfo: nil,
                                               repeats: true)
    }

    @objc private func autorepeatTick(_ timer: Timer) {
        step(by: repeatingStep)
    }

    private func stopAutorepeat() {
        autorepeatTimer?.invalidate()
        autorepeatTimer = nil
    }

    private func step(by delta: Double) {
        let newValue = min(max(value + delta, minimumValue), maximumValue)
        guard newValue != value else { return }
        value = newValue
        sendActions(for: .valueChanged)
    }

    // MARK: - Appearance

    private func updateValueLabel() {
        valueLabel.text = String(format: valueFormat, value)
        accessibilityValue = valueLabel.text
    }

    private func updateButtonStates() {
        minusButton.isEnabled = value > minimumValue
        plusButton.isEnabled = value < maximumValue
    }
}
