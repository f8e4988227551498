//
//  PillSegmentedControl.swift
//
//  A segmented control with a sliding pill behind the selected title. A tap
//  on another segment slides the pill there; the new selectedIndex is
//  committed, and .valueChanged sent, when the slide's animation completes.
//

import UIKit

class PillSegmentedControl: UIControl {

    enum IndicatorStyle: Int {
        case pill
        case underline
    }

    // MARK: - Values

    var items: [String] = ["Day", "Week", "Month", "Year"] {
        didSet { rebuildSegments() }
    }

    /// The committed selection; changes when the slide to a tapped segment completes.
    @IBInspectable var selectedIndex: Int = 0 {
        didSet {
            indicatorIndex = selectedIndex
            updateTitleColors()
            setNeedsLayout()
            accessibilityValue = items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
        }
    }

    @IBInspectable var animationDuration: Double = 0.3

    var indicatorStyle: IndicatorStyle = .pill {
        didSet { setNeedsLayout() }
    }

    // MARK: - Appearance

    var font: UIFont = UIFont.systemFont(ofSize: 14, weight: .semibold) {
        didSet { titleLabels.forEach { $0.font = font } }
    }

    @IBInspectable var textColor: UIColor = .darkGray {
        didSet { updateTitleColors() }
    }

    @IBInspectable var selectedTextColor: UIColor = .white {
        didSet { updateTitleColors() }
    }

    // MARK: - Private state

    /// Where the indicator is, or is sliding to.
    private var indicatorIndex = 0
    private let indicatorView = UIView()
    private var titleLabels: [UILabel] = []
    private let selectionFeedback = UISelectionFeedbackGenerator()

    private var segmentWidth: CGFloat {
        guard !items.isEmpty else { return 0 }
        return bounds.width / CGFloat(items.count)
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
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        layer.masksToBounds = true
        isAccessibilityElement = true
        accessibilityTraits = .adjustable

        indicatorView.isUserInteractionEnabled = false
        indicatorView.backgroundColor = tintColor
        addSubview(indicatorView)

        rebuildSegments()
    }

    private func rebuildSegments() {
        titleLabels.forEach { $0.removeFromSuperview() }
        titleLabels = items.map { title -> UILabel in
            let label = UILabel()
            label.text = title
            label.font = font
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingTail
            addSubview(label)
            return label
        }
        if selectedIndex >= items.count {
            selectedIndex = max(items.count - 1, 0)
        }
        updateTitleColors()
        setNeedsLayout()
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        for (index, label) in titleLabels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * segmentWidth, y: 0,
                                 width: segmentWidth, height: bounds.height)
        }
        indicatorView.frame = indicatorFrame(for: indicatorIndex)
        indicatorView.layer.cornerRadius = indicatorStyle == .pill ? indicatorView.bounds.height / 2 : 1
    }

    private func indicatorFrame(for index: Int) -> CGRect {
        let segment = CGRect(x: CGFloat(index) * segmentWidth, y: 0, width: segmentWidth, height: bounds.height)
        switch indicatorStyle {
        case .pill:
            return segment.insetBy(dx: 3, dy: 3)
        case .underline:
            return CGRect(x: segment.minX + 8, y: segment.maxY - 3, width: segment.width - 16, height: 2)
        }
    }

    override var intrinsicContentSize: CGSize {
        let widest = titleLabels.map { $0.intrinsicContentSize.width }.max() ?? 0
        return CGSize(width: (widest + 24) * CGFloat(titleLabels.count), height: 32)
    }

    // MARK: - Appearance

    override func tintColorDidChange() {
        super.tintColorDidChange()
        indicatorView.backgroundColor = tintColor
    }

    private func updateTitleColors(highlighting index: Int? = nil) {
        let highlighted = index ?? indicatorIndex
        for (labelIndex, label) in titleLabels.enumerated() {
            let isCurrent = labelIndex == highlighted && indicatorStyle == .pill
            label.textColor = isCurrent ? selectedTextColor : textColor
        }
    }

    // MARK: - Tracking

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch = touch, segmentWidth > 0 else { return }
        let location = touch.location(in: self)
        guard bounds.contains(location) else { return }
        let index = min(max(Int(location.x / segmentWidth), 0), items.count - 1)
        guard index != indicatorIndex else { return }
        slideIndicator(to: index)
    }

    private func slideIndicator(to index: Int) {
        indicatorIndex = index
        selectionFeedback.selectionChanged()
        updateTitleColors(highlighting: index)
        UIView.animate(withDuration: animationDuration, animations: {
            self.indicatorView.frame = self.indicatorFrame(for: index)
        }, completion: { _ in
            self.selectedIndex = index
            self.sendActions(for: .valueChanged)
        })
    }

    // MARK: - Accessibility

    override func accessibilityIncrement() {
        guard indicatorIndex + 1 < items.count else { return }
        slideIndicator(to: indicatorIndex + 1)
    }

    override func accessibilityDecrement() {
        guard indicatorIndex > 0 else { return }
        slideIndicator(to: indicatorIndex - 1)
    }
}
