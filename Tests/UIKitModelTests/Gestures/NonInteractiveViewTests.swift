import Foundation
import Testing

@testable import UIKitModel

/// R5: UIImageView and UILabel are not interactive by default, so hit-testing skips them;
/// UIStackView is an ordinary view that gets the touches in its gaps.
@Suite("Non-interactive and layout views")
struct NonInteractiveViewTests {
  @Test(
    "R5: UIImageView and UILabel default isUserInteractionEnabled to false; UIStackView and cells to true")
  func defaults() {
    #expect(!UIImageView(frame: .zero).isUserInteractionEnabled)
    #expect(!UILabel(frame: .zero).isUserInteractionEnabled)
    #expect(UIStackView(frame: .zero).isUserInteractionEnabled)
    #expect(UITableViewCell(frame: .zero).isUserInteractionEnabled)
  }

  @Test("R5: a button inside an image view cannot be hit: the touch goes to the view behind")
  func buttonInsideImageView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    window.addSubview(image)
    image.addSubview(button)

    #expect(window.hitTest(CGPoint(x: 150, y: 125), with: nil) === window)
  }

  @Test("R5: a gap in a stack view hit-tests to the stack view itself")
  func stackViewGap() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    stack.addSubview(UIButton(frame: CGRect(x: 0, y: 0, width: 180, height: 100)))
    stack.addSubview(UIButton(frame: CGRect(x: 220, y: 0, width: 180, height: 100)))
    window.addSubview(stack)

    #expect(window.hitTest(CGPoint(x: 200, y: 50), with: nil) === stack)
  }
}
