import Foundation
import TraceReplay

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of an SVG document in document order, parsed with `XMLParser`; nil when malformed.
final class SVGElements: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  private(set) var elements: [Element] = []
  private var stack: [Int] = []

  static func parse(_ svg: String) -> SVGElements? {
    let collector = SVGElements()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    return parser.parse() ? collector : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    stack.append(elements.count)
    elements.append(Element(name: name, attributes: attributes))
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?)
  {
    stack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let index = stack.last { elements[index].text += string }
  }

  /// The elements named `name` whose `class` attribute contains `className`.
  func all(_ name: String, class className: String? = nil) -> [Element] {
    elements.filter { element in
      element.name == name
        && (className.map {
          (element.attributes["class"] ?? "").split(separator: " ").contains(Substring($0))
        }
          ?? true)
    }
  }
}

/// Replays the example traces for the render tests.
enum RenderFixtures {
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("traces").path
  static let goldens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("RenderGoldens").path

  static func capture(_ name: String) -> RenderCapture? {
    let request = ReplayRequest(tracePath: traces + "/" + name + ".jsonl")
    return RenderCapture.replay(request, diagnostics: { _ in }).capture
  }
}
