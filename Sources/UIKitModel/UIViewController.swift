import Foundation

/// Manages a root view; sits in the responder chain between its view and the view's superview.
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The parent controller, for child controllers.
  public internal(set) var parent: UIViewController? {
    get { parentLink }
    set { parentLink = newValue }
  }
  @Link private var parentLink: UIViewController?
  /// The child controllers, in the order they were added.
  public internal(set) var children: [UIViewController] = []

  public override init() {
    super.init()
  }

  /// Archives are not supported; present so that subclasses written for iOS compile.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The root view; loaded with `loadView()` on first access.
  open var view: UIView! {
    get {
      if loadedView == nil { loadView() }
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if it is loaded, without loading it.
  public var viewIfLoaded: UIView? { loadedView }

  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view: a plain empty view by default.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  /// After a controller comes its view's superview; a controller whose view is in no hierarchy
  /// passes to its parent.
  open override var next: UIResponder? {
    if let superview = loadedView?.superview { return superview }
    return parent
  }

  open override var responderWindow: UIWindow? { loadedView?.window }

  /// Adds a child controller.
  open func addChild(_ child: UIViewController) {
    guard child !== self else { return }
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }
}
