//
//  TagChip.swift
//
//  A selectable tag. Its size comes from its title: intrinsicContentSize is
//  the label's size plus the insets, and with sizesToFitTitle (the default)
//  setting the title resizes the chip with sizeToFit(). A tap toggles
//  isSelected and sends .valueChanged.
//

import UIKit

@IBDesignable
class TagChip: UIControl {

    enum Style: String {
        case filled
        case outlined
    }

    // MARK: - Content

    @IBInspectable var title: String = "" {
        didSet {
            titleLabel.text = title
            accessibilityLabel = title
            invalidateIntrinsicContentSize()
            if sizesToFitTitle {
                sizeToFit()
            }
            setNeedsLayout()
        }
    }

    var style: Style = .outlined {
        didSet { updateColors() }
    }

    /// Whether setting the title resizes the chip to fit it.
    @IBInspectable var sizesToFitTitle: Bool = true

    var contentInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12) {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    var font: UIFont = UIFont.systemFont(ofSize: 15, weight: .medium) {
        didSet {
            titleLabel.font = font
            invalidateIntrinsicContentSize()
        }
    }

    override var isSelected: Bool {
        didSet {
            updateColors()
            accessibilityTraits = isSelected ? [.button, .selected] : .button
        }
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.7 : 1 }
    }

    // MARK: - Subviews

    private let titleLabel = UILabel()

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
        accessibilityTraits = .button

        titleLabel.font = font
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        addSubview(titleLabel)

        layer.borderWidth = 1
        addTarget(self, action: #selector(chipTapped(_:)), for: .touchUpInside)
        updateColors()
    }

    // MARK: - Layout

    override var intrinsicContentSize: CGSize {
        let labelSize = titleLabel.intrinsicContentSize
        return CGSize(width: ceil(labelSize.width + contentInsets.left + contentInsets.right),
                      height: ceil(labelSize.height + contentInsets.top + contentInsets.bottom))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        return intrinsicContentSize
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.inset(by: contentInsets)
        layer.cornerRadius = bounds.height / 2
    }

    // MARK: - Appearance

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        let filled = style == .filled || isSelected
        let accent: UIColor = tintColor
        backgroundColor = filled ? accent : .clear
        layer.borderColor = accent.cgColor
        titleLabel.textColor = filled ? .white : accent
    }

    // MARK: - Actions

    @objc private func chipTapped(_ sender: TagChip) {
        isSelected.toggle()
        sendActions(for: .valueChanged)
    }
}
