import Testing

@testable import TraceReplay

@Suite("Suggestions")
struct SuggestionsTests {
  static let phases = ["began", "moved", "stationary", "ended", "cancelled"]

  @Test(
    "the nearest phase name within a third of the length",
    arguments: [
      ("move", "moved"), ("mvoed", "moved"), ("MOVED", "moved"), ("Began", "began"),
      ("statonary", "stationary"),
      ("canceled", "cancelled"), ("ende", "ended"), ("end", nil), ("xyz", nil), ("", nil),
      ("teleported", nil),
    ] as [(String, String?)])
  func nearest(_ word: String, _ expected: String?) {
    #expect(Suggestions.nearest(to: word, in: Self.phases) == expected)
  }

  @Test("edit distances count insertions, deletions, substitutions and swaps")
  func distance() {
    #expect(Suggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestions.editDistance(Array("ab"), Array("ba")) == 1)
    #expect(Suggestions.editDistance(Array(""), Array("abc")) == 3)
  }

  @Test("the did-you-mean note")
  func note() {
    #expect(
      Suggestions.didYouMean("touchUpInsde", in: ["touchDown", "touchUpInside"])
        == "did you mean 'touchUpInside'?")
    #expect(Suggestions.didYouMean("zzz", in: ["touchDown"]) == nil)
  }
}
