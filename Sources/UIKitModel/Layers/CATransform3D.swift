import Foundation

/// A 4x4 transform, as Core Animation applies it to a layer: a point (x, y, z, 1) times the
/// matrix, rows m1x...m4x.
public struct CATransform3D: Equatable, Hashable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The identity.
  public init() {
    (m11, m12, m13, m14) = (1, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 1, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 1, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 1)
  }

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
    m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
      m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
      m43: r[3][2], m44: r[3][3])
  }

  /// `self` then `other`.
  func concatenating(_ other: CATransform3D) -> CATransform3D {
    let a = rows
    let b = other.rows
    var result = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
      for j in 0..<4 {
        result[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
      }
    }
    return CATransform3D(rows: result)
  }

  /// The point (x, y, 0) transformed and projected back onto the plane z = 0.
  func apply(to point: CGPoint) -> CGPoint {
    let x = point.x * m11 + point.y * m21 + m41
    let y = point.x * m12 + point.y * m22 + m42
    let w = point.x * m14 + point.y * m24 + m44
    return w == 0 || w == 1 ? CGPoint(x: x, y: y) : CGPoint(x: x / w, y: y / w)
  }

  /// The affine part: what the transform does to the plane z = 0.
  var affine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  init(affine t: CGAffineTransform) {
    self.init()
    (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3D() }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = CGFloat(cos(Double(angle)))
  let s = CGFloat(sin(Double(angle)))
  let t = 1 - c
  return CATransform3D(rows: [
    [t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy, 0],
    [t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux, 0],
    [t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c, 0],
    [0, 0, 0, 1],
  ])
}

/// `t` preceded by a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` preceded by a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` preceded by a rotation.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
)
  -> CATransform3D
{
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// The inverse, or `t` itself when it has none (as Core Animation returns). Affine part only.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  let affine = t.affine
  guard affine.a * affine.d - affine.b * affine.c != 0 else { return t }
  return CATransform3D(affine: affine.inverted())
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(affine: m)
}
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
    && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
