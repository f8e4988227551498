import Foundation

extension UIButton {
  /// Sets the title colour shown in `state`.
  public func setTitleColor(_ color: UIColor?, for state: State) {
    content.titleColors[state] = color
  }

  /// The title colour for `state`, falling back to the normal state's.
  public func titleColor(for state: State) -> UIColor? {
    content.titleColors[state] ?? content.titleColors[.normal]
  }

  /// Sets the image shown in `state`.
  public func setImage(_ image: UIImage?, for state: State) {
    content.images[state] = image
    if imageViewIfLoaded != nil || image != nil { imageView?.image = currentImage }
  }

  /// The image for `state`, falling back to the normal state's.
  public func image(for state: State) -> UIImage? {
    content.images[state] ?? content.images[.normal]
  }

  /// Sets the background image shown in `state`.
  public func setBackgroundImage(_ image: UIImage?, for state: State) {
    content.backgroundImages[state] = image
  }

  /// The background image for `state`, falling back to the normal state's.
  public func backgroundImage(for state: State) -> UIImage? {
    content.backgroundImages[state] ?? content.backgroundImages[.normal]
  }

  /// Sets the styled title shown in `state`.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    content.attributedTitles[state] = title
  }

  /// The styled title for `state`, falling back to the normal state's.
  public func attributedTitle(for state: State) -> NSAttributedString? {
    content.attributedTitles[state] ?? content.attributedTitles[.normal]
  }

  /// Sets the title shadow colour shown in `state`; kept.
  public func setTitleShadowColor(_ color: UIColor?, for state: State) {
    content.titleShadowColors[state] = color
  }

  public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  public var currentImage: UIImage? { image(for: state) }
  public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
  public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// The label that shows the title, made on first use with the current title. It is not one of
  /// the button's subviews in the model.
  public var titleLabel: UILabel? {
    if let label = content.titleLabel { return label }
    let label = UILabel(frame: .zero)
    label.text = currentTitle
    label.font = UIFont.systemFont(ofSize: UIFont.buttonFontSize)
    content.titleLabel = label
    return label
  }

  /// The view that shows the image, made on first use with the current image. It is not one of
  /// the button's subviews in the model.
  public var imageView: UIImageView? {
    if let view = content.imageView { return view }
    let view = UIImageView(image: currentImage)
    content.imageView = view
    return view
  }

  var imageViewIfLoaded: UIImageView? { content.imageView }

  public var contentEdgeInsets: UIEdgeInsets {
    get { content.contentEdgeInsets }
    set { content.contentEdgeInsets = newValue }
  }
  public var titleEdgeInsets: UIEdgeInsets {
    get { content.titleEdgeInsets }
    set { content.titleEdgeInsets = newValue }
  }
  public var imageEdgeInsets: UIEdgeInsets {
    get { content.imageEdgeInsets }
    set { content.imageEdgeInsets = newValue }
  }
  public var adjustsImageWhenHighlighted: Bool {
    get { content.adjustsImageWhenHighlighted }
    set { content.adjustsImageWhenHighlighted = newValue }
  }
  public var adjustsImageWhenDisabled: Bool {
    get { content.adjustsImageWhenDisabled }
    set { content.adjustsImageWhenDisabled = newValue }
  }
  public var showsTouchWhenHighlighted: Bool {
    get { content.showsTouchWhenHighlighted }
    set { content.showsTouchWhenHighlighted = newValue }
  }
}

/// What a button shows, by state: kept for the program to read back, never drawn.
final class ButtonContent {
  var titleColors: [UIControl.State: UIColor] = [:]
  var titleShadowColors: [UIControl.State: UIColor] = [:]
  var images: [UIControl.State: UIImage] = [:]
  var backgroundImages: [UIControl.State: UIImage] = [:]
  var attributedTitles: [UIControl.State: NSAttributedString] = [:]
  var titleLabel: UILabel?
  var imageView: UIImageView?
  var contentEdgeInsets = UIEdgeInsets.zero
  var titleEdgeInsets = UIEdgeInsets.zero
  var imageEdgeInsets = UIEdgeInsets.zero
  var adjustsImageWhenHighlighted = true
  var adjustsImageWhenDisabled = true
  var showsTouchWhenHighlighted = false
}
