import Foundation
import UIKitModel

extension SceneReader {
  /// Reads a view's `transform` `[a, b, c, d, tx, ty]` and `boundsSize` `[width, height]` (M14).
  ///
  /// The scene's `frame` is UIKit's: the bounding box of the transformed view, whose centre is
  /// `center + (tx, ty)`. Without `boundsSize`, the untransformed size solves
  /// |a|·w + |c|·h = frame width and |b|·w + |d|·h = frame height; a transform for which that
  /// has no single non-negative solution (a 45° rotation, a zero scale) needs `boundsSize`.
  func transformGeometry(
    _ members: [JSONMember], frame: CGRect, in node: JSONNode, path: String
  ) throws(Diagnostic) -> TransformGeometry? {
    let sizeMember = members.first { $0.key == "boundsSize" }
    guard let transformMember = members.first(where: { $0.key == "transform" }) else {
      if let sizeMember {
        throw error(
          "'boundsSize' gives the untransformed size of a view with a 'transform', and this view has none",
          at: sizeMember.node, path: path + ".boundsSize")
      }
      return nil
    }
    let v = try numbers(
      transformMember.node, count: 6, path: path + ".transform", what: "[a, b, c, d, tx, ty]")
    let transform = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    let center = CGPoint(x: frame.midX - transform.tx, y: frame.midY - transform.ty)
    if let sizeMember {
      let size = try numbers(sizeMember.node, count: 2, path: path + ".boundsSize", what: "[width, height]")
      guard size[0] >= 0, size[1] >= 0 else {
        throw error(
          "boundsSize must not be negative, found [\(format(size[0])), \(format(size[1]))]",
          at: sizeMember.node, path: path + ".boundsSize")
      }
      return TransformGeometry(
        transform: transform, boundsSize: CGSize(width: size[0], height: size[1]), center: center)
    }
    let (a, b, c, d) = (abs(v[0]), abs(v[1]), abs(v[2]), abs(v[3]))
    let determinant = a * d - c * b
    let width = determinant == 0 ? -1 : (frame.width * d - c * frame.height) / determinant
    let height = determinant == 0 ? -1 : (a * frame.height - b * frame.width) / determinant
    guard width >= -1e-9, height >= -1e-9 else {
      throw error(
        "the untransformed size of a view with transform [\(v.map { format($0) }.joined(separator: ", "))] "
          + "cannot be solved from its frame's size \(format(frame.width)) × \(format(frame.height)); "
          + "give 'boundsSize' [width, height]",
        at: transformMember.node, path: path + ".transform")
    }
    return TransformGeometry(
      transform: transform, boundsSize: CGSize(width: max(0, width), height: max(0, height)), center: center)
  }
}
