import Foundation

extension UIView {
  /// Takes a change made to the view's layer: the layer's bounds and its frame before its
  /// transform become the view's (UIKit's view geometry is its layer's).
  func takeGeometry(from layer: CALayer) {
    let size = layer.bounds.size
    let origin = CGPoint(
      x: layer.position.x - layer.anchorPoint.x * size.width,
      y: layer.position.y - layer.anchorPoint.y * size.height)
    let newFrame = CGRect(origin: origin, size: size)
    if untransformedFrame != newFrame { untransformedFrame = newFrame }
    if bounds != layer.bounds { bounds = layer.bounds }
    let layerTransform = layer.affineTransform()
    if transform != layerTransform { transform = layerTransform }
  }
}
