import Foundation

// UIView's inert properties, kept in `appearance`; the ones subclasses override are declared in
// UIView's body.
extension UIView {
  /// How the content fills the bounds; drawing only.
  public var contentMode: ContentMode {
    get { appearance.contentMode }
    set { appearance.contentMode = newValue }
  }
  /// How the view's content flips in right-to-left layouts.
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { appearance.semanticContentAttribute }
    set { appearance.semanticContentAttribute = newValue }
  }
  /// The layout direction: right-to-left only when forced (the model's environment is
  /// left-to-right).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
  }
  /// The layout direction for content with `attribute` in the model's left-to-right environment.
  public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }
  /// How the tint colour is adjusted; drawing only.
  public var tintAdjustmentMode: TintAdjustmentMode {
    get { appearance.tintAdjustmentMode }
    set { appearance.tintAdjustmentMode = newValue }
  }
  /// The margins; kept.
  public var layoutMargins: UIEdgeInsets {
    get { appearance.layoutMargins }
    set { appearance.layoutMargins = newValue }
  }
  /// The margins in leading/trailing terms.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      NSDirectionalEdgeInsets(
        top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
        trailing: layoutMargins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
    }
  }
  public var preservesSuperviewLayoutMargins: Bool {
    get { appearance.preservesSuperviewLayoutMargins }
    set { appearance.preservesSuperviewLayoutMargins = newValue }
  }
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { appearance.insetsLayoutMarginsFromSafeArea }
    set { appearance.insetsLayoutMarginsFromSafeArea = newValue }
  }
  /// The safe area insets: none (the model has no bars or notch).
  public var safeAreaInsets: UIEdgeInsets { .zero }
  public var shouldGroupAccessibilityChildren: Bool {
    get { appearance.shouldGroupAccessibilityChildren }
    set { appearance.shouldGroupAccessibilityChildren = newValue }
  }
  public var accessibilityElementsHidden: Bool {
    get { appearance.accessibilityElementsHidden }
    set { appearance.accessibilityElementsHidden = newValue }
  }
  public var contentScaleFactor: CGFloat {
    get { appearance.contentScaleFactor }
    set { appearance.contentScaleFactor = newValue }
  }
  public var clearsContextBeforeDrawing: Bool {
    get { appearance.clearsContextBeforeDrawing }
    set { appearance.clearsContextBeforeDrawing = newValue }
  }
  /// A view whose alpha masks this one; kept, drawing only.
  public var mask: UIView? {
    get { appearance.mask }
    set { appearance.mask = newValue }
  }
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { appearance.overrideUserInterfaceStyle }
    set { appearance.overrideUserInterfaceStyle = newValue }
  }

  /// How the tint colour is shown.
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic, normal, dimmed
  }
}

extension UIControl {
  /// How the content lines up horizontally; drawing only.
  public var contentHorizontalAlignment: ContentHorizontalAlignment {
    get { appearance.contentHorizontalAlignment }
    set { appearance.contentHorizontalAlignment = newValue }
  }
  /// How the content lines up vertically; drawing only.
  public var contentVerticalAlignment: ContentVerticalAlignment {
    get { appearance.contentVerticalAlignment }
    set { appearance.contentVerticalAlignment = newValue }
  }
}
