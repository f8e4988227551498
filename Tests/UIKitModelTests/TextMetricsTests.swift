import Foundation
import Testing

@testable import UIKitModel

@Suite("Text metrics: a documented font metric, the same on every machine")
struct TextMetricsTests {
  @Test("L12: A string's size: half the point size per character, 1.2 times the point size per line")
  func stringSize() {
    let font = UIFont.systemFont(ofSize: 20)
    #expect("Hello".size(withAttributes: [.init("NSFont"): font]) == CGSize(width: 50, height: 24))
    #expect("ab\ncdef".size(withAttributes: [.init("NSFont"): font]) == CGSize(width: 40, height: 48))
    #expect(
      ("abc" as NSString).size(withAttributes: nil) == CGSize(width: 26, height: 21), "17 pt, rounded up")
    #expect(font.lineHeight == 24)
  }

  @Test("L12: boundingRect wraps at whole characters within the width")
  func boundingRect() {
    let font = UIFont.systemFont(ofSize: 10)
    let rect = "abcdefghij".boundingRect(
      with: CGSize(width: 22, height: 1000), options: .usesLineFragmentOrigin,
      attributes: [.init("NSFont"): font], context: nil)
    #expect(rect.size == CGSize(width: 20, height: 36), "4 characters a line, 3 lines")
  }

  @Test("L12: A label's sizeToFit and intrinsicContentSize follow its text and font")
  func labelSizes() {
    let label = UILabel(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
    label.text = "12345678"
    label.font = UIFont.systemFont(ofSize: 10)
    #expect(label.intrinsicContentSize == CGSize(width: 40, height: 12))
    label.sizeToFit()
    #expect(label.frame == CGRect(x: 5, y: 6, width: 40, height: 12))
  }

  @Test("L12: Changing a label's text lays its superview out again")
  func labelInvalidates() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = UILabel(frame: .zero)
    superview.addSubview(label)
    superview.layoutIfNeeded()
    #expect(!superview.needsLayout)
    label.text = "new"
    #expect(superview.needsLayout)
  }
}
