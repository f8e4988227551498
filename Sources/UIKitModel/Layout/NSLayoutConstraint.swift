import Foundation

/// A relation between two attributes of layout items (views or layout guides):
/// `firstItem.firstAttribute (relation) secondItem.secondAttribute × multiplier + constant`,
/// held with `priority`. An active constraint is installed on the closest common ancestor of its
/// items and takes part in the layout pass of their window.
open class NSLayoutConstraint {
  private let first: LayoutItemLink
  private let second: LayoutItemLink

  /// The first item: a `UIView` or a `UILayoutGuide`. Not retained, as in UIKit.
  open var firstItem: AnyObject? { first.object }
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The second item, nil for a constraint on the first item alone (`notAnAttribute`).
  open var secondItem: AnyObject? { second.object }
  /// The second item's attribute, `notAnAttribute` when there is no second item.
  public let secondAttribute: Attribute
  /// What the second attribute is multiplied by.
  public let multiplier: CGFloat
  /// What is added to the second side; changing it changes the next layout.
  open var constant: CGFloat {
    didSet { if constant != oldValue { revisionDidChange() } }
  }
  /// How much the constraint matters; `required` (1000) must hold.
  open var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { revisionDidChange() } }
  }
  /// A name for the constraint, shown in its description and in broken-constraint reports.
  open var identifier: String?
  /// Present so that iOS code compiles; archives are not supported.
  open var shouldBeArchived = false

  /// Counts the changes of `constant` and `priority`, so the engine re-solves the constraint.
  private(set) var revision = 0
  /// The view the constraint is installed on, while it is active.
  @Link var installedView: UIView?

  /// Creates a constraint `view1.attr1 (relation) view2.attr2 × multiplier + c`, inactive.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.first = LayoutItemLink(view1 as AnyObject)
    self.firstAttribute = attr1
    self.relation = relation
    self.second = LayoutItemLink(view2.map { $0 as AnyObject })
    self.secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    self.constant = c
  }

  /// Whether the constraint is installed and taking part in layout. Setting it true installs it
  /// on the closest common ancestor of its items; false removes it from there.
  open var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue {
        guard installedView == nil, let view = commonAncestor else { return }
        view.addConstraint(self)
      } else {
        installedView?.removeConstraint(self)
      }
    }
  }

  /// Activates each constraint (`isActive = true`).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint (`isActive = false`).
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The view an item belongs to: the view itself, or a guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// The closest view that is an ancestor of (or is) the views of both items.
  var commonAncestor: UIView? {
    guard let firstView = Self.view(of: firstItem) else { return nil }
    guard secondItem != nil else { return firstView }
    guard let secondView = Self.view(of: secondItem) else { return nil }
    var candidate: UIView? = firstView
    while let view = candidate {
      if secondView.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }

  private func revisionDidChange() {
    revision += 1
    if installedView != nil { NSLayoutConstraint.setNeedsLayout(for: self) }
  }

  /// Asks for a layout pass where this constraint's change shows: the superviews of its items and
  /// the top of their hierarchy.
  static func setNeedsLayout(for constraint: NSLayoutConstraint) {
    for item in [constraint.firstItem, constraint.secondItem] {
      guard let view = view(of: item) else { continue }
      view.superview?.setNeedsLayout()
      view.topOfHierarchy.setNeedsLayout()
    }
  }
}

extension NSLayoutConstraint: CustomStringConvertible {
  /// `first.attribute == second.attribute × multiplier + constant`, with the priority when it
  /// is not required and the identifier when there is one, as UIKit's logs spell them.
  public var description: String {
    var text = "\(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
    if secondItem != nil {
      text += "\(Self.name(of: secondItem)).\(secondAttribute.name)"
      if multiplier != 1 { text += " * \(Self.number(multiplier))" }
      if constant > 0 { text += " + \(Self.number(constant))" }
      if constant < 0 { text += " - \(Self.number(-constant))" }
    } else {
      text += Self.number(constant)
    }
    if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
    if let identifier { text = "'\(identifier)' " + text }
    return text
  }

  /// A view by its accessibility identifier (the scene id), else its class; a guide by its
  /// identifier.
  static func name(of item: AnyObject?) -> String {
    if let view = item as? UIView {
      return view.accessibilityIdentifier ?? String(describing: type(of: view))
    }
    if let guide = item as? UILayoutGuide {
      return "\(guide.owningView.map { name(of: $0) } ?? "nil").\(guide.identifier)"
    }
    return "nil"
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
  }
}

extension NSLayoutConstraint.Attribute {
  /// The attribute's name as UIKit's logs print it.
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}

extension NSLayoutConstraint.Relation {
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// An unretained reference to a layout item: a view or a layout guide.
struct LayoutItemLink {
  @Link private var view: UIView?
  @Link private var guide: UILayoutGuide?

  init(_ item: AnyObject?) {
    _view = Link(wrappedValue: item as? UIView)
    _guide = Link(wrappedValue: item as? UILayoutGuide)
  }

  var object: AnyObject? { view ?? guide }
}
