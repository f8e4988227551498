import Foundation
import Testing

@testable import UIKitModel

@Suite("Layout: Auto Layout")
struct AutoLayoutTests {
  @Test("AL3: A view pinned to its superview's edges with insets gets that frame")
  func pinnedToEdges() {
    let scene = LayoutScene()
    let view = scene.add(id: "content")
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
      view.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20),
      view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
      view.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor, constant: -30),
    ])

    scene.root.layoutIfNeeded()

    #expect(view.frame == CGRect(x: 20, y: 10, width: 360, height: 260))
  }

  @Test("AL3: When the superview's size changes, the next layout follows it")
  func superviewResized() {
    let scene = LayoutScene()
    let view = scene.add(id: "content")
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
      view.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20),
      view.topAnchor.constraint(equalTo: scene.root.topAnchor),
      view.heightAnchor.constraint(equalTo: scene.root.heightAnchor, multiplier: 0.5),
    ])
    scene.root.layoutIfNeeded()

    scene.root.frame.size = CGSize(width: 300, height: 500)
    scene.root.layoutIfNeeded()

    #expect(view.frame == CGRect(x: 20, y: 0, width: 260, height: 250))
  }

  @Test("AL3: The engine is incremental: a layout with nothing changed makes no pivots")
  func incremental() throws {
    let scene = LayoutScene()
    let views = ["a", "b"].map { scene.add(id: $0) }
    let wish = views[1].widthAnchor.constraint(equalToConstant: 500)
    wish.priority = .defaultLow
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
      views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 10),
      views[1].trailingAnchor.constraint(lessThanOrEqualTo: scene.root.trailingAnchor), wish,
      views[0].widthAnchor.constraint(equalToConstant: 100),
    ])
    scene.root.layoutIfNeeded()
    let engine = try #require(scene.root.constraintState?.engine)
    let pivots = engine.pivotCount

    scene.root.layoutIfNeeded()

    #expect(engine.pivotCount == pivots)
    #expect(views[1].frame.width == 290)
  }

  @Test("AL3: Centred with a fixed width and height")
  func centred() {
    let scene = LayoutScene()
    let view = scene.add(id: "box")
    NSLayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 40),
    ])

    scene.root.layoutIfNeeded()

    #expect(view.frame == CGRect(x: 150, y: 140, width: 100, height: 40))
  }

  @Test("AL3: Three views in a row with equal widths and 10-point spacing share the width")
  func equalWidthsChain() {
    let scene = LayoutScene()
    let views = ["a", "b", "c"].map { scene.add(id: $0) }
    var constraints = [
      views[0].leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
      views[2].trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -10),
    ]
    for index in 1..<3 {
      constraints.append(
        views[index].leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 10))
      constraints.append(views[index].widthAnchor.constraint(equalTo: views[0].widthAnchor))
    }
    for view in views {
      constraints.append(view.topAnchor.constraint(equalTo: scene.root.topAnchor))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
    }
    NSLayoutConstraint.activate(constraints)

    scene.root.layoutIfNeeded()

    #expect(views.map(\.frame.minX) == [10, 140, 270])
    #expect(views.map(\.frame.width) == [120, 120, 120])
  }

  @Test("AL4: A low-priority equality yields to a required inequality")
  func priorityYields() {
    let scene = LayoutScene()
    let view = scene.add(id: "box")
    let wish = view.widthAnchor.constraint(equalToConstant: 50)
    wish.priority = .defaultLow
    NSLayoutConstraint.activate([
      wish, view.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
      view.widthAnchor.constraint(lessThanOrEqualTo: scene.root.widthAnchor, multiplier: 0.5),
      view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
      view.topAnchor.constraint(equalTo: scene.root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])

    scene.root.layoutIfNeeded()

    #expect(view.frame.width == 80)
  }

  @Test("AL4: A less-or-equal inequality caps a high-priority wish")
  func lessOrEqualCaps() {
    let scene = LayoutScene()
    let view = scene.add(id: "box")
    let wish = view.widthAnchor.constraint(equalToConstant: 500)
    wish.priority = .defaultHigh
    NSLayoutConstraint.activate([
      wish, view.widthAnchor.constraint(lessThanOrEqualTo: scene.root.widthAnchor, constant: -100),
      view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
      view.topAnchor.constraint(equalTo: scene.root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])

    scene.root.layoutIfNeeded()

    #expect(view.frame.width == 300)
  }

  @Test("AL3: A multiplier scales the second attribute")
  func multiplier() {
    let scene = LayoutScene()
    let view = scene.add(id: "box")
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalTo: scene.root.widthAnchor, multiplier: 0.25),
      view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: 5),
      NSLayoutConstraint(
        item: view, attribute: .centerX, relatedBy: .equal, toItem: scene.root, attribute: .right,
        multiplier: 0.5,
        constant: 0),
      view.topAnchor.constraint(equalTo: scene.root.topAnchor),
    ])

    scene.root.layoutIfNeeded()

    #expect(view.frame == CGRect(x: 150, y: 0, width: 100, height: 55))
  }

  @Test(
    "AL4: An intrinsic width hugs at 250: a width constraint at 251 stretches it, at 249 it does not",
    arguments: [(Float(251), CGFloat(200)), (249, 100)])
  func huggingAgainstWidth(priority: Float, expected: CGFloat) {
    let scene = LayoutScene()
    let label = scene.add(SizedLabel(CGSize(width: 100, height: 20)), id: "label")
    let width = label.widthAnchor.constraint(equalToConstant: 200)
    width.priority = UILayoutPriority(priority)
    NSLayoutConstraint.activate([
      width, label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
      label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8),
    ])

    scene.root.layoutIfNeeded()

    #expect(label.frame == CGRect(x: 8, y: 8, width: expected, height: 20))
  }

  @Test(
    "AL4: Compression resistance (750) keeps the intrinsic width against a 500 squeeze, not a required one")
  func compressionResistance() {
    let scene = LayoutScene()
    let label = scene.add(SizedLabel(CGSize(width: 100, height: 20)), id: "label")
    let squeeze = label.widthAnchor.constraint(equalToConstant: 60)
    squeeze.priority = UILayoutPriority(500)
    NSLayoutConstraint.activate([
      squeeze, label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
      label.topAnchor.constraint(equalTo: scene.root.topAnchor),
    ])
    scene.root.layoutIfNeeded()
    #expect(label.frame.width == 100)

    squeeze.priority = .required
    scene.root.layoutIfNeeded()

    #expect(label.frame.width == 60)
  }

  @Test("AL4: The default priorities are UIKit's: hugging 250, compression resistance 750")
  func defaultPriorities() {
    let view = UIView()

    view.setContentHuggingPriority(.defaultLow + 1, for: .vertical)

    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentHuggingPriority(for: .vertical).rawValue == 251)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UIView.noIntrinsicMetric == -1)
  }

  @Test("AL2: Changing a constraint's constant moves the view at the next layout")
  func changingConstant() {
    let scene = LayoutScene()
    let view = scene.add(id: "box")
    let leading = view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      leading, view.topAnchor.constraint(equalTo: scene.root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
    ])
    scene.root.layoutIfNeeded()
    #expect(view.frame.minX == 10)

    leading.constant = 70
    #expect(view.frame.minX == 10)
    scene.root.layoutIfNeeded()

    #expect(view.frame.minX == 70)
  }

  @Test("AL2: isActive = false removes a constraint; activation installs it on the common ancestor")
  func deactivation() {
    let scene = LayoutScene()
    let view = scene.add(id: "box")
    let wide = view.widthAnchor.constraint(equalToConstant: 300)
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = .defaultHigh
    let pin = view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor)
    NSLayoutConstraint.activate([
      wide, narrow, pin, view.topAnchor.constraint(equalTo: scene.root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(wide.isActive)
    #expect(view.constraints.contains { $0 === wide })
    #expect(scene.root.constraints.contains { $0 === pin })
    scene.root.layoutIfNeeded()
    #expect(view.frame.width == 300)

    wide.isActive = false
    scene.root.layoutIfNeeded()

    #expect(!wide.isActive)
    #expect(view.frame.width == 100)
  }

  @Test(
    "AL5: Unsatisfiable required constraints are reported, one is broken, and layout completes the same way each time"
  )
  func unsatisfiable() {
    func run() -> (CGRect, [String]) {
      let scene = LayoutScene()
      let view = scene.add(id: "box")
      let first = view.widthAnchor.constraint(equalToConstant: 100)
      let second = view.widthAnchor.constraint(equalToConstant: 150)
      second.identifier = "too-wide"
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
        view.topAnchor.constraint(equalTo: scene.root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
        first, second,
      ])
      scene.root.layoutIfNeeded()
      scene.root.layoutIfNeeded()
      return (view.frame, scene.root.brokenConstraints.map(\.description))
    }

    let (frame, reports) = run()

    #expect(frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(
      reports == [
        "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint "
          + "'too-wide' box.width == 150"
      ])
    #expect(run() == (frame, reports))
  }

  @Test("AL2: A constraint made with init(item:...) reads back as given")
  func constraintProperties() {
    let scene = LayoutScene()
    let view = scene.add(id: "box")

    let constraint = NSLayoutConstraint(
      item: view, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: scene.root, attribute: .topMargin,
      multiplier: 1, constant: 4)

    #expect(constraint.firstItem === view)
    #expect(constraint.secondItem === scene.root)
    #expect(constraint.firstAttribute == .top)
    #expect(constraint.secondAttribute == .topMargin)
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.priority == .required)
    #expect(!constraint.isActive)
  }

  @Test("AL7: The margins guide is the bounds inset by 8 points; margin attributes likewise")
  func margins() {
    let scene = LayoutScene()
    let view = scene.add(id: "box")
    let guide = scene.root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      NSLayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: scene.root, attribute: .topMargin,
        multiplier: 1,
        constant: 0),
      view.bottomAnchor.constraint(equalTo: scene.root.safeAreaLayoutGuide.bottomAnchor),
    ])

    scene.root.layoutIfNeeded()

    #expect(view.frame == CGRect(x: 8, y: 8, width: 384, height: 292))
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 284))
  }

  @Test("AL7: A layout guide spaces two views and reports its frame")
  func spacerGuide() {
    let scene = LayoutScene()
    let left = scene.add(id: "left")
    let right = scene.add(id: "right")
    let spacer = UILayoutGuide()
    scene.root.addLayoutGuide(spacer)
    var constraints = [
      left.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
      spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
      spacer.widthAnchor.constraint(equalToConstant: 100),
      spacer.topAnchor.constraint(equalTo: scene.root.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
      left.widthAnchor.constraint(equalTo: right.widthAnchor),
    ]
    for view in [left, right] {
      constraints.append(view.topAnchor.constraint(equalTo: scene.root.topAnchor))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
    }
    NSLayoutConstraint.activate(constraints)

    scene.root.layoutIfNeeded()

    #expect(left.frame == CGRect(x: 0, y: 0, width: 150, height: 20))
    #expect(right.frame == CGRect(x: 250, y: 0, width: 150, height: 20))
    #expect(spacer.layoutFrame == CGRect(x: 150, y: 0, width: 100, height: 1))
  }

  @Test("AL3: Nested views: a subview of an Auto Layout view is placed in its superview's coordinates")
  func nested() {
    let scene = LayoutScene()
    let card = scene.add(id: "card")
    let badge = scene.add(to: card, id: "badge")
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 50),
      card.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 60),
      card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
    ])

    scene.root.layoutIfNeeded()

    #expect(card.frame == CGRect(x: 50, y: 60, width: 200, height: 100))
    #expect(badge.frame == CGRect(x: 175, y: 5, width: 20, height: 20))
  }

  @Test(
    "AL3: A view with translatesAutoresizingMaskIntoConstraints keeps its frame, and others can align to it")
  func autoresizingMaskConstraints() {
    let scene = LayoutScene()
    let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 60))
    scene.root.addSubview(fixed)
    let follower = scene.add(id: "follower")
    NSLayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
      follower.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 8),
      follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      follower.heightAnchor.constraint(equalToConstant: 10),
      // Cannot move the fixed view: its frame is required.
      fixed.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
    ])

    scene.root.layoutIfNeeded()

    #expect(fixed.frame == CGRect(x: 30, y: 40, width: 120, height: 60))
    #expect(follower.frame == CGRect(x: 30, y: 108, width: 120, height: 10))
    #expect(scene.root.brokenConstraints.count == 1)
  }

  @Test("AL6: updateConstraints runs before the solve, subviews first, and only when due")
  func updateConstraints() {
    final class Card: UIView {
      var log: [String]
      var installed = false
      init(log: [String]) {
        self.log = log
        super.init(frame: .zero)
      }
      required init?(coder: NSCoder) { return nil }
      override func updateConstraints() {
        log.append(accessibilityIdentifier ?? "?")
        if !installed, let superview {
          installed = true
          NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 12),
            topAnchor.constraint(equalTo: superview.topAnchor), widthAnchor.constraint(equalToConstant: 30),
            heightAnchor.constraint(equalToConstant: 30),
          ])
        }
        super.updateConstraints()
      }
    }
    let scene = LayoutScene()
    let card = Card(log: [])
    scene.add(card, id: "card")
    card.setNeedsUpdateConstraints()

    scene.root.layoutIfNeeded()
    scene.root.layoutIfNeeded()

    #expect(card.log == ["card"])
    #expect(card.frame == CGRect(x: 12, y: 0, width: 30, height: 30))
  }

  @Test("AL8: systemLayoutSizeFitting gives the smallest size the constraints allow")
  func fitting() {
    let container = UIView()
    let label = SizedLabel(CGSize(width: 80, height: 18))
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
      label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -6),
    ])

    let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)

    #expect(size == CGSize(width: 100, height: 30))
  }
}
