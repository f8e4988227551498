import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A colour: its red, green, blue and alpha components, kept so a control can read them back.
/// The model draws nothing, so colours never affect events.
open class UIColor: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The components in the sRGB space, 0...1 (values outside are kept, as extended sRGB does).
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  /// Creates a colour from red, green, blue and alpha components.
  public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a grey colour.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness (HSB), as UIKit converts them.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    let v = brightness
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Creates a colour from red, green, blue and alpha components in the Display P3 space (kept as
  /// given).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a colour from a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    if c.count >= 4 {
      self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    } else if c.count == 2 {
      self.init(white: c[0], alpha: c[1])
    } else {
      self.init(white: 0, alpha: 1)
    }
  }

  /// A colour that tiles an image; the model keeps a mid grey.
  public convenience init(patternImage image: UIImage) {
    self.init(white: 0.5, alpha: 1)
  }

  /// A colour that resolves through a trait collection; the model resolves it once, for the
  /// light appearance.
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let resolved = dynamicProvider(UITraitCollection())
    self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
  }

  /// The same colour with another alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as resolved for `traitCollection`: itself.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

  /// Reads the RGBA components; true, as every model colour has them.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Reads the grey level (the mean of red, green and blue) and alpha.
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    white?.pointee = (red + green + blue) / 3
    alpha?.pointee = self.alpha
    return true
  }

  /// Reads hue, saturation, brightness and alpha.
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let delta = maximum - minimum
    var h: CGFloat = 0
    if delta > 0 {
      if maximum == red {
        h = (green - blue) / delta
      } else if maximum == green {
        h = 2 + (blue - red) / delta
      } else {
        h = 4 + (red - green) / delta
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum == 0 ? 0 : delta / maximum
    brightness?.pointee = maximum
    alpha?.pointee = self.alpha
    return true
  }

  /// The colour as Core Graphics keeps it.
  open var cgColor: CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the colour for later fills and strokes: drawing is not recorded.
  open func set() {}
  /// Sets the fill colour: drawing is not recorded.
  open func setFill() {}
  /// Sets the stroke colour: drawing is not recorded.
  open func setStroke() {}

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  public var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }
}

extension UIColor {
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

  // The system colours, in their light-appearance values.
  public static var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
  public static var systemGreen: UIColor {
    UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
  }
  public static var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
  public static var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1) }
  public static var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
  public static var systemPink: UIColor { UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1) }
  public static var systemPurple: UIColor {
    UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
  }
  public static var systemTeal: UIColor {
    UIColor(red: 90 / 255, green: 200 / 255, blue: 250 / 255, alpha: 1)
  }
  public static var systemIndigo: UIColor {
    UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
  }
  public static var systemGray: UIColor {
    UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
  }
  public static var systemGray2: UIColor {
    UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
  }
  public static var systemGray3: UIColor {
    UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
  }
  public static var systemGray4: UIColor {
    UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
  }
  public static var systemGray5: UIColor {
    UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
  }
  public static var systemGray6: UIColor {
    UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  }
  public static var systemBackground: UIColor { .white }
  public static var secondarySystemBackground: UIColor { systemGray6 }
  public static var tertiarySystemBackground: UIColor { .white }
  public static var systemFill: UIColor {
    UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
  }
  public static var label: UIColor { .black }
  public static var secondaryLabel: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  }
  public static var tertiaryLabel: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  }
  public static var separator: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  }
  public static var link: UIColor { systemBlue }
  public static var tintColor: UIColor { systemBlue }
  public static var darkText: UIColor { .black }
  public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
  public static var groupTableViewBackground: UIColor { systemGray6 }
}
