import Testing

@testable import TraceReplay

/// Expected texts were produced with `diff -U<context> --label golden --label actual` (GNU diffutils).
@Suite("Unified diff")
struct UnifiedDiffTests {
  static func numbered(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  static let twelve = numbered("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12")

  @Test(
    "Matches diff -u",
    arguments: [
      (
        "a\nb\nc\n", "a\nB\nc\n", 3,
        "--- golden\n+++ actual\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"
      ),
      ("", "x\ny\n", 3, "--- golden\n+++ actual\n@@ -0,0 +1,2 @@\n+x\n+y\n"),
      ("x\ny\n", "", 3, "--- golden\n+++ actual\n@@ -1,2 +0,0 @@\n-x\n-y\n"),
      (
        "a\nb", "a\nb\n", 3,
        "--- golden\n+++ actual\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"
      ),
      (
        "a\nb\n", "a\nb", 3,
        "--- golden\n+++ actual\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n"
      ),
      (
        "a\nb", "a\nc", 3,
        "--- golden\n+++ actual\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n"
          + "\\ No newline at end of file\n"
      ),
      ("only\n", "other\n", 3, "--- golden\n+++ actual\n@@ -1 +1 @@\n-only\n+other\n"),
      (
        numbered("1", "2", "3", "4", "5", "6", "7", "8", "9", "10"),
        numbered("1", "2", "3", "new", "4", "5", "6", "7", "8", "9", "10"), 0,
        "--- golden\n+++ actual\n@@ -3,0 +4 @@\n+new\n"
      ),
      (
        numbered("1", "2", "3", "4", "5"), numbered("1", "2", "4", "5"), 0,
        "--- golden\n+++ actual\n@@ -3 +2,0 @@\n-3\n"
      ),
      (
        numbered("1", "2", "3", "4", "5", "6", "7", "8"),
        numbered("1", "2", "3", "4", "5", "6", "7", "8", "nine"), 1,
        "--- golden\n+++ actual\n@@ -8 +8,2 @@\n 8\n+nine\n"
      ),
      (
        numbered("1", "2", "3", "4", "5", "6", "7", "8", "9", "10"),
        numbered("1", "2", "X", "4", "5", "6", "7", "8", "Y", "10"), 3,
        "--- golden\n+++ actual\n@@ -1,10 +1,10 @@\n 1\n 2\n-3\n+X\n 4\n 5\n 6\n 7\n 8\n-9\n+Y\n 10\n"
      ),
      (
        twelve, numbered("1", "X", "3", "4", "5", "6", "7", "8", "9", "Y", "11", "12"), 3,
        "--- golden\n+++ actual\n@@ -1,5 +1,5 @@\n 1\n-2\n+X\n 3\n 4\n 5\n"
          + "@@ -7,6 +7,6 @@\n 7\n 8\n 9\n-10\n+Y\n 11\n 12\n"
      ),
    ])
  func matchesDiff(old: String, new: String, context: Int, expected: String) {
    let diff = UnifiedDiff(context: context)

    let output = diff.render(old, new)

    #expect(output == expected)
  }

  @Test("Equal texts give an empty diff", arguments: ["", "a\n", "a\nb"])
  func equal(text: String) {
    #expect(UnifiedDiff().render(text, text) == "")
  }

  @Test("Labels are parameters")
  func labels() {
    let diff = UnifiedDiff(oldLabel: "traces/tap.golden.txt", newLabel: "replay of traces/tap.jsonl")

    let output = diff.render("a\n", "b\n")

    #expect(output == "--- traces/tap.golden.txt\n+++ replay of traces/tap.jsonl\n@@ -1 +1 @@\n-a\n+b\n")
  }

  @Test("Colour marks removals red, additions green and hunk headers cyan")
  func color() {
    let diff = UnifiedDiff(color: true)

    let output = diff.render("a\nb\n", "a\nc\n")

    let esc = "\u{1B}["
    #expect(
      output == "\(esc)1m--- golden\(esc)0m\n\(esc)1m+++ actual\(esc)0m\n\(esc)36m@@ -1,2 +1,2 @@\(esc)0m\n"
        + " a\n\(esc)31m-b\(esc)0m\n\(esc)32m+c\(esc)0m\n")
  }

  @Test("Beyond the edit limit the differing middle is shown as one replacement")
  func editLimit() {
    let diff = UnifiedDiff(context: 1, maximumEditDistance: 2)

    let output = diff.render("k\na\nb\nc\nk\n", "k\nx\ny\nz\nk\n")

    #expect(output == "--- golden\n+++ actual\n@@ -1,5 +1,5 @@\n k\n-a\n-b\n-c\n+x\n+y\n+z\n k\n")
  }

  @Test("The edit script is minimal and lists deletions before insertions")
  func editScript() {
    let script = UnifiedDiff().editScript(Array("abcabba"), Array("cbabac"))

    #expect(script.filter { !$0.isEqual }.count == 5)
    let regrouped = UnifiedDiff.groupingDeletionsFirst([.insert(0), .delete(0), .equal(1, 1)])
    #expect(regrouped == [.delete(0), .insert(0), .equal(1, 1)])
  }
}
