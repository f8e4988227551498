//
//  StarRatingControl.swift
//
//  A row of stars; tap one to set the rating. Each star is a CAShapeLayer
//  placed in layoutSubviews, and the layers' frames decide which star a touch
//  is on. The star under the finger grows while it is pressed, so its frame
//  (and the area that keeps it pressed) grows with it.
//

import UIKit

@IBDesignable
class StarRatingControl: UIControl {

    // MARK: - Values

    @IBInspectable var maximumRating: Int = 5 {
        didSet { rebuildStars() }
    }

    @IBInspectable var rating: Int = 0 {
        didSet {
            updateStarColors()
            accessibilityValue = "\(rating) of \(maximumRating) stars"
        }
    }

    // MARK: - Appearance

    @IBInspectable var starSize: CGFloat = 32 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    @IBInspectable var starSpacing: CGFloat = 8 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// How much the pressed star grows.
    @IBInspectable var pressedScale: CGFloat = 1.3

    @IBInspectable var filledColor: UIColor = UIColor(red: 1, green: 0.78, blue: 0.1, alpha: 1) {
        didSet { updateStarColors() }
    }

    @IBInspectable var emptyColor: UIColor = UIColor(white: 0.82, alpha: 1) {
        didSet { updateStarColors() }
    }

    // MARK: - Private state

    private var starLayers: [CAShapeLayer] = []
    private var pressedIndex: Int?
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

    private func commonInit() {
        backgroundColor = .clear
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        accessibilityLabel = "Rating"
        rebuildStars()
    }

    private func rebuildStars() {
        starLayers.forEach { $0.removeFromSuperlayer() }
        starLayers = (0..<max(maximumRating, 0)).map { _ -> CAShapeLayer in
            let star = CAShapeLayer()
            star.lineWidth = 1
            star.lineJoin = .round
            star.contentsScale = UIScreen.main.scale
            layer.addSublayer(star)
            return star
        }
        pressedIndex = nil
        if rating > maximumRating {
            rating = maximumRating
        }
        updateStarColors()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: - Layout

    override var intrinsicContentSize: CGSize {
        let count = CGFloat(starLayers.count)
        let width = count * starSize + max(count - 1, 0) * starSpacing
        return CGSize(width: width, height: starSize)
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        // bounds and position rather than frame: a pressed star carries a transform.
        let starBounds = CGRect(x: 0, y: 0, width: starSize, height: starSize)
        let path = starPath(in: starBounds).cgPath
        for (index, star) in starLayers.enumerated() {
            star.bounds = starBounds
            star.position = CGPoint(x: CGFloat(index) * (starSize + starSpacing) + starSize / 2,
                                    y: bounds.midY)
            star.path = path
        }
        CATransaction.commit()
    }

    /// A five-pointed star inscribed in `rect`, pointing up.
    private func starPath(in rect: CGRect) -> UIBezierPath {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outerRadius = min(rect.width, rect.height) / 2
        let innerRadius = outerRadius * 0.4
        let path = UIBezierPath()
        for corner in 0..<10 {
            let radius = corner % 2 == 0 ? outerRadius : innerRadius
            let angle = -CGFloat.pi / 2 + CGFloat(corner) * CGFloat.pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if corner == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.close()
        return path
    }

    // MARK: - Appearance

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateStarColors()
    }

    private func updateStarColors() {
        for (index, star) in starLayers.enumerated() {
            let filled = index < rating
            star.fillColor = (filled ? filledColor : UIColor.clear).cgColor
            star.strokeColor = (filled ? filledColor : emptyColor).cgColor
        }
    }

    private func setPressedStar(_ index: Int?) {
        guard index != pressedIndex else { return }
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.1)
        if let old = pressedIndex {
            starLayers[old].transform = CATransform3DIdentity
        }
        pressedIndex = index
        if let new = index {
            starLayers[new].transform = CATransform3DMakeScale(pressedScale, pressedScale, 1)
        }
        CATransaction.commit()
    }

    // MARK: - Hit testing

    /// The star whose layer frame contains `point` (bounds coordinates). The
    /// pressed star is asked first: it is drawn, and hit, at its grown size.
    private func starIndex(at point: CGPoint) -> Int? {
        if let pressed = pressedIndex, starLayers[pressed].frame.contains(point) {
            return pressed
        }
        return starLayers.firstIndex { $0.frame.contains(point) }
    }

    // MARK: - Tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = starIndex(at: touch.location(in: self)) else { return false }
        setPressedStar(index)
        impactFeedback.impactOccurred()
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setPressedStar(starIndex(at: touch.location(in: self)))
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        defer { setPressedStar(nil) }
        guard let touch = touch, let index = starIndex(at: touch.location(in: self)) else { return }
        let newRating = index + 1
        if newRating != rating {
            rating = newRating
            sendActions(for: .valueChanged)
        }
    }

    override func cancelTracking(with event: UIEvent?) {
        setPressedStar(nil)
        super.cancelTracking(with: event)
    }

    // MARK: - Accessibility

    override func accessibilityIncrement() {
        guard rating < maximumRating else { return }
        rating += 1
        sendActions(for: .valueChanged)
    }

    override func accessibilityDecrement() {
        guard rating > 0 else { return }
        rating -= 1
        sendActions(for: .valueChanged)
    }
}
