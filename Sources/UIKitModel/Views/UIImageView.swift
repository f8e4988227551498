import Foundation

/// A view that draws an image; `isUserInteractionEnabled` is false by default, so hit-testing skips it
/// and its subviews, and a touch on it goes to the view behind (R5, G8) [A:uiimageview/isuserinteractionenabled].
///
/// It keeps its image; its intrinsic size is the image's size.
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?
  /// The image shown while highlighted.
  open var highlightedImage: UIImage?
  open var isHighlighted = false
  /// The images of a frame animation; kept, never played.
  open var animationImages: [UIImage]?
  open var highlightedAnimationImages: [UIImage]?
  open var animationDuration: TimeInterval = 0
  open var animationRepeatCount = 0
  /// Whether the frame animation plays: set by `startAnimating`, never advanced.
  public private(set) var isAnimating = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view sized to `image`.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// An image view sized to `image`, with a highlighted image.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  open func startAnimating() { isAnimating = true }
  open func stopAnimating() { isAnimating = false }
}
