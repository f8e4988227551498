import Testing

@testable import TraceReplay

/// Every rewriting form of `tracereplay port`: input text, output text.
@Suite("Port rewriting")
struct PortRewriterTests {
  private func rewrite(_ text: String) throws -> String {
    try PortRewriter.rewrite(text)
  }

  @Test(
    "imports of Apple's modules become import UIKit; UIKit stays",
    arguments: [
      ("import Foundation\n", "import UIKit\n"),
      ("import QuartzCore\nimport CoreGraphics\n", "import UIKit\nimport UIKit\n"),
      ("import Dispatch\nimport CoreFoundation\n", "import UIKit\nimport UIKit\n"),
      ("import AVFoundation\nimport AudioToolbox\n", "import UIKit\nimport UIKit\n"),
      ("import UIKit\n", "import UIKit\n"),
      ("import UIKit.UIGestureRecognizerSubclass\n", "import UIKit\n"),
      ("@_exported import Foundation\n", "@_exported import UIKit\n"),
      ("@testable import CoreGraphics\n", "@testable import UIKit\n"),
      ("import struct Foundation.Date\n", "import UIKit\n"),
      ("import Combine\n", "import Combine\n"),
      ("// import Foundation\n", "// import Foundation\n"),
      ("let s = \"import Foundation\"\n", "let s = \"import Foundation\"\n"),
    ])
  func imports(input: String, output: String) throws {
    #expect(try rewrite(input) == output)
  }

  @Test(
    "@objc, the Interface Builder attributes and dynamic are dropped, the declaration kept",
    arguments: [
      ("@objc func tap() {}\n", "func tap() {}\n"),
      ("@objc(tapNow:) func tap(_ s: Any) {}\n", "func tap(_ s: Any) {}\n"),
      ("@objcMembers class A {}\n", "class A {}\n"),
      ("struct A {\n    @objc\n    func tap() {}\n}\n", "struct A {\n    func tap() {}\n}\n"),
      ("@nonobjc func f() {}\n", "func f() {}\n"),
      ("@IBDesignable\nclass K {}\n", "class K {}\n"),
      ("@IBInspectable var value: CGFloat = 0\n", "var value: CGFloat = 0\n"),
      ("@IBOutlet weak var label: UILabel!\n", "weak var label: UILabel!\n"),
      ("@objc dynamic var value = 0\n", "var value = 0\n"),
      ("public dynamic var value = 0\n", "public var value = 0\n"),
      ("let dynamic = 1\n", "let dynamic = 1\n"),
      ("let s = \"@objc\" // @objc\n", "let s = \"@objc\" // @objc\n"),
    ])
  func attributes(input: String, output: String) throws {
    #expect(try rewrite(input) == output)
  }

  @Test(
    "open static, which Swift 5 refuses (a static member is final), becomes public static",
    arguments: [
      ("open static let shared = 1\n", "public static let shared = 1\n"),
      ("static open func make() {}\n", "static public func make() {}\n"),
      ("open class func make() {}\n", "open class func make() {}\n"),
      ("open var open = 1\n", "open var open = 1\n"),
    ])
  func openStatic(input: String, output: String) throws {
    #expect(try rewrite(input) == output)
  }

  @Test(
    "#selector becomes Selector with the Objective-C name",
    arguments: [
      ("f(#selector(tap(_:)))", "f(Selector(\"tap:\"))"),
      ("f(#selector(tap(_:forEvent:)))", "f(Selector(\"tap:forEvent:\"))"),
      ("f(#selector(tap(sender:)))", "f(Selector(\"tapWithSender:\"))"),
      ("f(#selector(tap(_:with:)))", "f(Selector(\"tap:with:\"))"),
      ("f(#selector(tap(with:)))", "f(Selector(\"tapWith:\"))"),
      ("f(#selector(tap))", "f(Selector(\"tap\"))"),
      ("f(#selector(tap()))", "f(Selector(\"tap\"))"),
      ("f(#selector(Slider.tap(_:)))", "f(Selector(\"tap:\"))"),
      ("f(#selector(self.tap(_:)))", "f(Selector(\"tap:\"))"),
      ("f(#selector(getter: Slider.value))", "f(Selector(\"value\"))"),
      ("f(#selector(setter: Slider.value))", "f(Selector(\"setValue:\"))"),
      ("f(#selector( tap(_:) ))", "f(Selector(\"tap:\"))"),
      ("f(\"#selector(tap)\")", "f(\"#selector(tap)\")"),
    ])
  func selectors(input: String, output: String) throws {
    #expect(try rewrite(input) == output)
  }

  @Test("a bare #selector resolves against the class's methods, and @objc(name) wins")
  func selectorResolution() throws {
    let input = """
      class A {
        func go() { f(#selector(tap)); f(#selector(reset)); f(#selector(B.hit)) }
        @objc func tap(_ sender: Any) {}
        @objc(resetAll) func reset() {}
      }
      class B { @objc func hit(sender: Any) {} }

      """
    let output = try rewrite(input)
    #expect(
      output.contains("f(Selector(\"tap:\")); f(Selector(\"resetAll\")); f(Selector(\"hitWithSender:\"))"))
  }

  @Test(
    "os(iOS) holds in #if conditions, other Apple platforms do not; canImport(UIKit) is kept",
    arguments: [
      ("#if os(iOS)\n#endif\n", "#if true\n#endif\n"),
      ("#if !os(iOS)\n#endif\n", "#if !true\n#endif\n"),
      ("#if os(iOS) || os(tvOS)\n#endif\n", "#if true || false\n#endif\n"),
      ("#if os(macOS)\n#elseif os(iOS)\n#endif\n", "#if false\n#elseif true\n#endif\n"),
      ("#if canImport(UIKit)\n#endif\n", "#if canImport(UIKit)\n#endif\n"),
      ("#if canImport(AppKit)\n#endif\n", "#if false\n#endif\n"),
      ("#if targetEnvironment(simulator)\n#endif\n", "#if targetEnvironment(simulator)\n#endif\n"),
      ("let a = os(iOS)\n", "let a = os(iOS)\n"),
    ])
  func conditions(input: String, output: String) throws {
    #expect(try rewrite(input) == output)
  }

  @Test("an override in an extension moves into the class body in the same file")
  func overrideMoved() throws {
    let input = """
      class Knob: UIControl {
          var value = 0
      }

      extension Knob {
          override func layoutSubviews() {
              super.layoutSubviews()
          }
          func helper() {}
      }

      """
    let output = """
      class Knob: UIControl {
          var value = 0

          // Moved here by tracereplay port from the extension at line 6: Swift on Linux
          // cannot override from an extension.
          override func layoutSubviews() {
              super.layoutSubviews()
          }
      }

      extension Knob {
          func helper() {}
      }

      """
    #expect(try rewrite(input) == output)
  }

  @Test("an override in an extension of a class in another file is refused with where to move it")
  func overrideRefused() throws {
    let knob = PortSource(
      displayPath: "Knob.swift", relativePath: "Knob.swift", bytes: Array("class Knob: UIControl {}\n".utf8))
    let touches = PortSource(
      displayPath: "Knob+Touches.swift", relativePath: "Knob+Touches.swift",
      bytes: Array("extension Knob {\n  override func layoutSubviews() {}\n}\n".utf8))

    let error = #expect(throws: Diagnostic.self) {
      try PortRewriter.rewrite(PortModule(name: "M", sources: [knob, touches]))
    }

    #expect(error?.file == "Knob+Touches.swift")
    #expect(error?.line == 2)
    #expect(error?.column == 12)
    #expect(error?.notes.first?.contains("Knob.swift:1:7") ?? false)
  }

  @Test("the action methods of a responder become performable by selector, the sender cast with as?")
  func responderActions() throws {
    let input = """
      class Knob: UIControl {
          @objc func changed(_ sender: Knob, forEvent event: UIEvent) {}
          @IBAction func reset() {}
          @objc func tapped(sender: UIControl?) {}
          func untouched() {}
      }

      """
    let output = """
      class Knob: UIControl {
          func changed(_ sender: Knob, forEvent event: UIEvent) {}
          func reset() {}
          func tapped(sender: UIControl?) {}
          func untouched() {}

          // Generated by tracereplay port: the action methods of this class, performable by
          // selector (what the Objective-C runtime does on iOS).
          override open func responds(to aSelector: Selector) -> Bool {
              switch aSelector.name {
              case "changed:forEvent:", "reset", "tappedWithSender:": return true
              default: return super.responds(to: aSelector)
              }
          }

          override open func perform(_ action: Selector, with sender: Any?, with event: UIEvent?) {
              switch action.name {
              case "changed:forEvent:":
                  if let sender = sender as? Knob, let event { changed(sender, forEvent: event) }
              case "reset":
                  reset()
              case "tappedWithSender:":
                  tapped(sender: sender as? UIControl)
              default: super.perform(action, with: sender, with: event)
              }
          }
      }

      """
    #expect(try rewrite(input) == output)
  }

  @Test("a method named by a #selector is an action method even without @objc; final classes get public")
  func selectedAction() throws {
    let input = "final class K: UIView {\n  func go() { f(#selector(tick)) }\n  func tick() {}\n}\n"

    let output = try rewrite(input)

    #expect(output.contains("  override public func responds(to aSelector: Selector) -> Bool {"))
    #expect(output.contains("    case \"tick\":\n      tick()\n"))
  }

  @Test("a class that is no responder gets the methods and a SelectorPerforming conformance")
  func plainActions() throws {
    let input = "class Ticker: NSObject {\n  @objc func fire(_ timer: Any) {}\n}\n"
    let output = """
      class Ticker: NSObject {
        func fire(_ timer: Any) {}

        // Generated by tracereplay port: the action methods of this class, performable by
        // selector (what the Objective-C runtime does on iOS).
        public func responds(to aSelector: Selector) -> Bool {
          switch aSelector.name {
          case "fire:": return true
          default: return false
          }
        }

        public func perform(_ action: Selector, with sender: Any?, with event: UIEvent?) {
          switch action.name {
          case "fire:":
            if let sender { fire(sender) }
          default: break
          }
        }
      }

      // Generated by tracereplay port: action messages reach 'Ticker' by selector.
      extension Ticker: SelectorPerforming {}

      """
    #expect(try rewrite(input) == output)
  }
}
