import Foundation

/// A layer: a rectangle in its superlayer's coordinates, placed by `position` and `anchorPoint`,
/// sized by `bounds` and transformed by `transform` about its anchor point, as Core Animation
/// places it. `frame` is derived from these (for a transformed layer, the smallest rectangle
/// containing it). Colours, borders, shadows and contents are kept and never drawn.
///
/// A view's layer (`UIView.layer`) mirrors the view's geometry both ways.
open class CALayer: Hashable {
  /// The layer's own coordinate space.
  open var bounds: CGRect = .zero {
    didSet { geometryDidChange() }
  }
  /// Where the anchor point sits in the superlayer's coordinates.
  open var position: CGPoint = .zero {
    didSet { geometryDidChange() }
  }
  /// The point about which the layer is placed and transformed, in unit coordinates of its bounds
  /// ((0.5, 0.5) is the centre).
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet { geometryDidChange() }
  }
  /// The transform applied about the anchor point.
  open var transform: CATransform3D = CATransform3DIdentity {
    didSet { geometryDidChange() }
  }
  /// The position on the z axis; kept (the model orders sublayers by index only).
  open var zPosition: CGFloat = 0
  /// The anchor point's z component; kept.
  open var anchorPointZ: CGFloat = 0

  /// The sublayers, back to front.
  open var sublayers: [CALayer]? {
    get { sublayerStorage.isEmpty ? nil : sublayerStorage }
    set {
      for layer in sublayerStorage { layer.superlayerLink = nil }
      sublayerStorage = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }
  private var sublayerStorage: [CALayer] = []
  /// The layer this one is a sublayer of. Not retained.
  public var superlayer: CALayer? { superlayerLink }
  private weak var superlayerLink: CALayer?
  /// The view whose layer this is, if any. Not retained.
  weak var ownerView: UIView?
  /// Set while the owner view's geometry is being copied in, so the copy does not echo back.
  var isTakingViewGeometry = false

  /// Hidden layers and their sublayers are skipped by `hitTest(_:)`.
  open var isHidden = false
  /// When true, `hitTest(_:)` ignores sublayer parts outside the bounds.
  open var masksToBounds = false
  /// A layer whose alpha masks this one; kept.
  open var mask: CALayer?
  open var opacity: Float = 1
  open var isOpaque = false
  open var cornerRadius: CGFloat = 0
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var backgroundColor: CGColor?
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowRadius: CGFloat = 3
  open var shadowPath: CGPath?
  /// The layer's content (an image, usually); kept, never drawn.
  open var contents: Any?
  open var contentsGravity: CALayerContentsGravity = .resize
  open var contentsScale: CGFloat = 1
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  open var rasterizationScale: CGFloat = 1
  open var shouldRasterize = false
  open var allowsEdgeAntialiasing = false
  open var allowsGroupOpacity = true
  open var isDoubleSided = true
  open var needsDisplayOnBoundsChange = false
  open var drawsAsynchronously = false
  open var name: String?
  open var style: [AnyHashable: Any]?
  open var actions: [String: any CAAction]?
  /// The layer's delegate. Not retained.
  open weak var delegate: AnyObject?
  /// Whether `setNeedsDisplay()` was called since the last `display()`.
  public internal(set) var needsDisplayFlag = false
  /// Whether `setNeedsLayout()` was called since the last `layoutSublayers()`.
  public internal(set) var needsLayoutFlag = false
  /// The animations added, by key; kept, never run (the model value is already the final one).
  var animationStorage: [(key: String, animation: CAAnimation)] = []

  /// A layer with empty bounds at the origin.
  public required init() {}

  /// A copy of `layer`'s geometry and appearance, as Core Animation makes presentation copies.
  public required init(layer: Any) {
    if let layer = layer as? CALayer {
      bounds = layer.bounds
      position = layer.position
      anchorPoint = layer.anchorPoint
      transform = layer.transform
      isHidden = layer.isHidden
      opacity = layer.opacity
    }
  }

  // MARK: Geometry

  /// The layer's rectangle in its superlayer's coordinates: the smallest rectangle containing its
  /// transformed bounds. Setting it sets `position` and `bounds.size` (for an untransformed layer;
  /// a transformed layer gets the size before its transform).
  open var frame: CGRect {
    get { CGRect.boundingBox(of: boundsCorners.map(pointInSuperlayer)) }
    set {
      let size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
      let origin = CGPoint(x: newValue.minX, y: newValue.minY)
      bounds.size = size
      position = CGPoint(x: origin.x + anchorPoint.x * size.width, y: origin.y + anchorPoint.y * size.height)
    }
  }

  /// The transform's affine part.
  open func affineTransform() -> CGAffineTransform { transform.affine }
  /// Sets the transform from an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(affine: m) }

  private var boundsCorners: [CGPoint] {
    [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ]
  }

  /// The anchor point in bounds coordinates.
  private var anchorInBounds: CGPoint {
    CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
  }

  /// `point` in bounds coordinates, in the superlayer's: about the anchor point, transformed, then
  /// placed at `position`.
  func pointInSuperlayer(_ point: CGPoint) -> CGPoint {
    let anchor = anchorInBounds
    let moved = transform.apply(to: CGPoint(x: point.x - anchor.x, y: point.y - anchor.y))
    return CGPoint(x: moved.x + position.x, y: moved.y + position.y)
  }

  /// `point` in the superlayer's coordinates, in bounds coordinates (the inverse of
  /// `pointInSuperlayer`, affine part).
  func pointFromSuperlayer(_ point: CGPoint) -> CGPoint {
    let anchor = anchorInBounds
    let inverse = transform.affine.inverted()
    let local = CGPoint(x: point.x - position.x, y: point.y - position.y).applying(inverse)
    return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
  }

  /// The layer geometry continues in: its superlayer, or for a view's layer without one, the
  /// layer of the view's superview (UIKit's view layers are sublayers of their superview's).
  var geometryParent: CALayer? { superlayer ?? ownerView?.superview?.layer }

  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var layer = self
    while let parent = layer.geometryParent {
      result = layer.pointInSuperlayer(result)
      layer = parent
    }
    return layer.pointInSuperlayer(result)
  }

  private func pointFromRoot(_ point: CGPoint) -> CGPoint {
    var chain: [CALayer] = [self]
    while let parent = chain[chain.count - 1].geometryParent { chain.append(parent) }
    return chain.reversed().reduce(point) { result, layer in layer.pointFromSuperlayer(result) }
  }

  /// Converts `p` from this layer's coordinates to `l`'s (nil: the root's).
  open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    let inRoot = pointInRoot(p)
    return l?.pointFromRoot(inRoot) ?? inRoot
  }

  /// Converts `p` from `l`'s coordinates (nil: the root's) to this layer's.
  open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    pointFromRoot(l?.pointInRoot(p) ?? p)
  }

  /// Converts `r` from this layer's coordinates to `l`'s: the smallest rectangle containing its
  /// converted corners.
  open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    CGRect.boundingBox(of: corners(of: r).map { convert($0, to: l) })
  }

  /// Converts `r` from `l`'s coordinates to this layer's.
  open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    CGRect.boundingBox(of: corners(of: r).map { convert($0, from: l) })
  }

  private func corners(of r: CGRect) -> [CGPoint] {
    [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
      CGPoint(x: r.maxX, y: r.maxY),
    ]
  }

  // MARK: Hit-testing

  /// Whether `p`, in this layer's coordinates, is inside its bounds.
  open func contains(_ p: CGPoint) -> Bool {
    bounds.contains(p)
  }

  /// The farthest descendant (front-most first) containing `p`, given in the superlayer's
  /// coordinates, or this layer, or nil. Hidden layers are skipped; a layer that masks to bounds
  /// hides sublayer parts outside them.
  open func hitTest(_ p: CGPoint) -> CALayer? {
    guard !isHidden else { return nil }
    let local = pointFromSuperlayer(p)
    let inside = contains(local)
    if masksToBounds && !inside { return nil }
    for sublayer in sublayerStorage.reversed() {
      if let hit = sublayer.hitTest(local) { return hit }
    }
    return inside ? self : nil
  }

  // MARK: Sublayers

  /// Appends `layer` to the sublayers (removing it from its previous superlayer).
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayerStorage.count))
  }

  /// Inserts `layer` at `idx` of the sublayers.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    layer.removeFromSuperlayer()
    let index = min(Int(idx), sublayerStorage.count)
    sublayerStorage.insert(layer, at: index)
    layer.superlayerLink = self
  }

  /// Inserts `layer` just below `sibling` (at the front when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just above `sibling` (at the top when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index =
      sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } }.map { $0 + 1 } ?? sublayerStorage.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Replaces `oldLayer` with `newLayer`.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayerLink else { return }
    parent.sublayerStorage.removeAll { $0 === self }
    superlayerLink = nil
  }

  // MARK: Display and layout (flags only: machinery runs the passes)

  /// Marks the layer as needing display.
  open func setNeedsDisplay() { needsDisplayFlag = true }
  /// Marks part of the layer as needing display.
  open func setNeedsDisplay(_ r: CGRect) { needsDisplayFlag = true }
  /// Whether the layer needs display.
  open func needsDisplay() -> Bool { needsDisplayFlag }
  /// Displays the layer if it needs it.
  open func displayIfNeeded() {
    if needsDisplayFlag { display() }
  }
  /// Updates the content: calls `draw(in:)` with a context that records nothing.
  open func display() {
    needsDisplayFlag = false
    draw(in: CGContext.recordingNothing())
  }
  /// Draws the content; the default draws nothing.
  open func draw(in ctx: CGContext) {}
  /// Marks the layer as needing layout.
  open func setNeedsLayout() { needsLayoutFlag = true }
  /// Whether the layer needs layout.
  open func needsLayout() -> Bool { needsLayoutFlag }
  /// Lays out the sublayers if needed.
  open func layoutIfNeeded() {
    if needsLayoutFlag { layoutSublayers() }
  }
  /// Lays out the sublayers; the default does nothing.
  open func layoutSublayers() { needsLayoutFlag = false }

  // MARK: Animations (kept, inert)

  /// Adds an animation under `key`; the model keeps it and the layer's values stay final.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let key = key ?? "animation\(animationStorage.count)"
    animationStorage.removeAll { $0.key == key }
    animationStorage.append((key: key, animation: anim))
  }
  open func removeAnimation(forKey key: String) { animationStorage.removeAll { $0.key == key } }
  open func removeAllAnimations() { animationStorage.removeAll() }
  open func animation(forKey key: String) -> CAAnimation? {
    animationStorage.first { $0.key == key }?.animation
  }
  open func animationKeys() -> [String]? { animationStorage.isEmpty ? nil : animationStorage.map(\.key) }
  /// The presentation layer: the layer itself, since its values are already the final ones.
  open func presentation() -> Self? { self }
  /// The model layer: the layer itself.
  open func model() -> Self { self }
  /// The action for `event`; none.
  open func action(forKey event: String) -> (any CAAction)? { nil }
  /// The default value of a property; none.
  open class func defaultValue(forKey key: String) -> Any? { nil }
  /// Whether a change of `key` needs display; false.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  // MARK: The owner view

  private func geometryDidChange() {
    if !isTakingViewGeometry, let view = ownerView { view.takeGeometry(from: self) }
  }

  /// Copies a view's geometry in: bounds, centre as position, transform.
  func takeGeometry(of view: UIView) {
    isTakingViewGeometry = true
    defer { isTakingViewGeometry = false }
    if bounds != view.bounds { bounds = view.bounds }
    let center = view.center
    let anchored = CGPoint(
      x: center.x + (anchorPoint.x - 0.5) * view.bounds.width,
      y: center.y + (anchorPoint.y - 0.5) * view.bounds.height)
    if position != anchored { position = anchored }
    let transform = CATransform3D(affine: view.transform)
    if self.transform.affine != view.transform || !CATransform3DIsAffine(self.transform) {
      self.transform = transform
    }
  }

  public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An object a layer runs when a property changes.
public protocol CAAction: AnyObject {
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// How a layer's contents fit its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let top = CALayerContentsGravity(rawValue: "top")
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  public static let left = CALayerContentsGravity(rawValue: "left")
  public static let right = CALayerContentsGravity(rawValue: "right")
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The corners a layer rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
