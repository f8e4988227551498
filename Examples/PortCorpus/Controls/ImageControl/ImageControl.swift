//
//  ImageControl.swift
//
//  An image with a title below it that handles its own taps. Every action
//  message it would send, whatever its target and selector, is rerouted to
//  its own handleAction(_:): targets added with addTarget(_:action:for:)
//  never run, not even when sendActions(for:) is called without a touch.
//

import UIKit

@IBDesignable
class ImageControl: UIControl {

    // MARK: - Content

    @IBInspectable var imageName: String = "" {
        didSet { image = imageName.isEmpty ? nil : UIImage(named: imageName) }
    }

    var image: UIImage? {
        get { return imageView.image }
        set {
            imageView.image = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    @IBInspectable var title: String = "" {
        didSet {
            titleLabel.text = title
            accessibilityLabel = title
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    @IBInspectable var spacing: CGFloat = 4 {
        didSet { setNeedsLayout() }
    }

    /// How many action messages reached handleAction(_:).
    private(set) var handledActions: Int = 0

    // MARK: - Subviews

    let imageView = UIImageView()
    let titleLabel = UILabel()

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
        accessibilityTraits = [.button, .image]

        imageView.contentMode = .scaleAspectFit
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 6
        imageView.backgroundColor = UIColor(white: 0.92, alpha: 1)
        addSubview(imageView)

        titleLabel.font = UIFont.systemFont(ofSize: 13, weight: .medium)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .darkGray
        titleLabel.numberOfLines = 1
        addSubview(titleLabel)
    }

    // MARK: - Layout

    override var intrinsicContentSize: CGSize {
        let imageSize = imageView.image?.size ?? CGSize(width: 64, height: 64)
        let titleSize = titleLabel.intrinsicContentSize
        return CGSize(width: max(imageSize.width, titleSize.width),
                      height: imageSize.height + spacing + titleSize.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let titleHeight = title.isEmpty ? 0 : titleLabel.intrinsicContentSize.height
        titleLabel.frame = CGRect(x: 0, y: bounds.height - titleHeight, width: bounds.width, height: titleHeight)
        let imageHeight = max(bounds.height - titleHeight - (title.isEmpty ? 0 : spacing), 0)
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: imageHeight)
    }

    // MARK: - Highlight

    override var isHighlighted: Bool {
        didSet { imageView.alpha = isHighlighted ? 0.6 : 1 }
    }

    // MARK: - Actions

    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        super.sendAction(#selector(handleAction(_:)), to: self, for: event)
    }

    @objc func handleAction(_ sender: Any) {
        handledActions += 1
    }

    override func accessibilityActivate() -> Bool {
        sendActions(for: .touchUpInside)
        return true
    }
}
