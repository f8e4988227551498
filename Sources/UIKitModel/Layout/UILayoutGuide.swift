import Foundation

/// A rectangle that takes part in Auto Layout like a view but draws nothing and is never hit:
/// spacers between views, and a view's `layoutMarginsGuide` and `safeAreaLayoutGuide`.
open class UILayoutGuide: LinkTarget {
  /// What the guide's rectangle is: its own (placed by constraints), or derived from its view.
  enum Kind {
    case custom
    /// The owning view's bounds inset by its layout margins.
    case margins
    /// The owning view's bounds (the model has no bars or notches).
    case safeArea
  }

  let kind: Kind
  /// Where links to this guide meet it (Support/Link.swift).
  let linkAnchor = LinkAnchor()
  /// The guide's own variables (custom guides only).
  let variables = LayoutVariables()
  @Link private var owningViewLink: UIView?

  /// The view the guide belongs to (`addLayoutGuide(_:)`); not retained.
  open var owningView: UIView? {
    get { owningViewLink }
    set { owningViewLink = newValue }
  }
  /// A name for the guide, shown in constraint descriptions.
  open var identifier = ""

  /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
  public init() {
    kind = .custom
  }

  init(kind: Kind, identifier: String) {
    self.kind = kind
    self.identifier = identifier
  }

  deinit {
    linkAnchor.clear()
  }

  /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    switch kind {
    case .margins: return view.bounds.insetBy(dx: UIView.defaultLayoutMargin, dy: UIView.defaultLayoutMargin)
    case .safeArea: return view.bounds
    case .custom:
      let own = variables.solvedFrame
      let origin = view.constraintState?.variables.solvedFrame.origin ?? .zero
      return CGRect(
        x: own.minX - origin.x + view.bounds.minX, y: own.minY - origin.y + view.bounds.minY,
        width: own.width, height: own.height)
    }
  }

  /// The leading edge (the left edge: the model lays out left to right).
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// The trailing edge (the right edge).
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
}
