import Foundation
import Testing

@testable import TraceReplay

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("JUnit XML report")
struct JUnitReportTests {
  /// Collects element names and attributes while parsing.
  final class Collector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      elements.append((elementName, attributeDict))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text += string
    }
  }

  static let report = JUnitReport(
    name: "tracereplay",
    suites: [
      .init(
        name: "traces",
        testCases: [
          .init(name: "tap", classname: "traces", file: "traces/tap.jsonl", outcome: .passed),
          .init(
            name: "drag <&> \"quoted\"", classname: "traces", time: 1.5,
            outcome: .failed(message: "golden\tmismatch\u{1}", details: "-a\n+b & <c>\u{7}\n")),
          .init(name: "skip", classname: "traces", outcome: .skipped(message: nil)),
        ]),
      .init(
        name: "more",
        testCases: [
          .init(name: "broken", classname: "more", outcome: .error(message: "line 3: bad", details: "")),
          .init(name: "later", classname: "more", outcome: .skipped(message: "not yet")),
        ]),
    ])

  @Test("The document has exactly the expected text")
  func wholeDocument() {
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="tracereplay" tests="5" failures="1" errors="1" skipped="2" time="0.000">
        <testsuite name="traces" tests="3" failures="1" errors="0" skipped="1" time="0.000">
          <testcase name="tap" classname="traces" file="traces/tap.jsonl" time="0.000"/>
          <testcase name="drag &lt;&amp;&gt; &quot;quoted&quot;" classname="traces" time="1.500">
            <failure message="golden&#9;mismatch\u{FFFD}">-a
      +b &amp; &lt;c&gt;\u{FFFD}
      </failure>
          </testcase>
          <testcase name="skip" classname="traces" time="0.000">
            <skipped/>
          </testcase>
        </testsuite>
        <testsuite name="more" tests="2" failures="0" errors="1" skipped="1" time="0.000">
          <testcase name="broken" classname="more" time="0.000">
            <error message="line 3: bad"></error>
          </testcase>
          <testcase name="later" classname="more" time="0.000">
            <skipped message="not yet"/>
          </testcase>
        </testsuite>
      </testsuites>

      """

    #expect(Self.report.xml() == expected)
  }

  @Test("XMLParser reads it back with the right counts and unescaped values")
  func parsesBack() throws {
    let parser = XMLParser(data: Data(Self.report.xml().utf8))
    let collector = Collector()
    parser.delegate = collector

    let parsed = parser.parse()

    #expect(parsed)
    let root = try #require(collector.elements.first)
    #expect(root.name == "testsuites")
    #expect(root.attributes["tests"] == "5")
    #expect(root.attributes["failures"] == "1")
    #expect(root.attributes["errors"] == "1")
    #expect(root.attributes["skipped"] == "2")
    #expect(collector.elements.filter { $0.name == "testsuite" }.count == 2)
    #expect(collector.elements.filter { $0.name == "testcase" }.count == 5)
    let names = collector.elements.filter { $0.name == "testcase" }.map { $0.attributes["name"] ?? "" }
    #expect(names.contains("drag <&> \"quoted\""))
    let failure = try #require(collector.elements.first { $0.name == "failure" })
    #expect(failure.attributes["message"] == "golden\tmismatch\u{FFFD}")
    #expect(collector.text.contains("+b & <c>\u{FFFD}"))
  }

  @Test(
    "Times print with three decimals",
    arguments: [
      (0.0, "0.000"), (1.5, "1.500"), (0.0004, "0.000"), (12.3456, "12.346"), (-1, "0.000"), (.nan, "0.000"),
    ])
  func seconds(time: Double, expected: String) {
    #expect(JUnitReport.seconds(time) == expected)
  }

  @Test("An empty report is still a valid document")
  func empty() {
    let xml = JUnitReport(name: "none", suites: []).xml()

    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="none" tests="0" failures="0" errors="0" skipped="0" time="0.000">
        </testsuites>

        """)
    #expect(XMLParser(data: Data(xml.utf8)).parse())
  }
}
