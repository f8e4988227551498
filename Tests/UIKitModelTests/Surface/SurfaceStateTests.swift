import Foundation
import Testing

@testable import UIKitModel

@Suite("What the surface keeps")
struct SurfaceStateTests {
  @Test("A label keeps its text, font, colour, alignment and line count")
  func labelKeepsText() {
    let label = UILabel(frame: .zero)

    label.text = "42"
    label.font = UIFont.systemFont(ofSize: 12)
    label.textColor = .red
    label.textAlignment = .center
    label.numberOfLines = 0

    #expect(label.text == "42")
    #expect(label.font.pointSize == 12)
    #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(label.textAlignment == .center)
    #expect(label.numberOfLines == 0)
  }

  @Test("A label's attributed text and text are the same characters")
  func labelAttributedTextSetsText() {
    let label = UILabel(frame: .zero)

    label.attributedText = NSAttributedString(string: "abc")

    #expect(label.text == "abc")
    label.text = "xyz"
    #expect(label.attributedText?.string == "xyz")
  }

  @Test("Images are immutable: withRenderingMode returns a new image")
  func withRenderingModeReturnsNewImage() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }

    let template = image.withRenderingMode(.alwaysTemplate)

    #expect(template !== image)
    #expect(image.renderingMode == .automatic)
    #expect(template.renderingMode == .alwaysTemplate)
    #expect(template.size == CGSize(width: 20, height: 10))
  }

  @Test("An image view made with an image takes the image's size")
  func imageViewTakesImageSize() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 31, height: 31)).image { _ in }

    let view = UIImageView(image: image)

    #expect(view.image === image)
    #expect(view.frame.size == CGSize(width: 31, height: 31))
  }

  @Test("A button keeps its title colour and image by state, falling back to normal")
  func buttonKeepsContentByState() {
    let button = UIButton(frame: .zero)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }

    button.setTitleColor(.white, for: .normal)
    button.setTitleColor(.red, for: .highlighted)
    button.setImage(image, for: .normal)
    button.setTitle("+", for: .normal)

    #expect(button.titleColor(for: .highlighted) == .red)
    #expect(button.titleColor(for: .disabled) == .white)
    #expect(button.image(for: .selected) === image)
    #expect(button.titleLabel?.text == "+")
    #expect(button.imageView?.image === image)
  }

  @Test("A text field keeps its text, placeholder and font")
  func textFieldKeepsText() {
    let field = UITextField(frame: .zero)

    field.text = "hello"
    field.placeholder = "name"
    field.font = UIFont(name: "Menlo", size: 11)

    #expect(field.text == "hello")
    #expect(field.placeholder == "name")
    #expect(field.font?.fontName == "Menlo")
  }

  @Test("A view's tint colour is inherited from its superview until it sets its own")
  func tintColorIsInherited() {
    let parent = UIView(frame: .zero)
    let child = UIView(frame: .zero)
    parent.addSubview(child)

    parent.tintColor = .red

    #expect(child.tintColor == .red)
    child.tintColor = .green
    #expect(child.tintColor == .green)
  }

  @Test("A path's contains answers for the shape: an oval excludes its bounding box's corners")
  func ovalPathContains() {
    let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))

    #expect(path.contains(CGPoint(x: 50, y: 50)))
    #expect(!path.contains(CGPoint(x: 3, y: 3)))
    #expect(path.bounds.width > 99.9 && path.bounds.width <= 100)
  }

  @Test("Edge insets shrink a rectangle")
  func edgeInsetsShrinkRect() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    let inset = rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))

    #expect(inset == CGRect(x: 10, y: 5, width: 80, height: 40))
  }

  @Test("A colour made from hue, saturation and brightness has the matching components")
  func colorFromHSB() {
    let color = UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)

    #expect(abs(color.red) < 1e-9)
    #expect(abs(color.green - 1) < 1e-9)
    #expect(abs(color.blue) < 1e-9)
  }
}
