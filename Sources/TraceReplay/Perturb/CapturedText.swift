/// A `TextOutput` that keeps what was written, to be read and cleared.
final class CapturedText: TextOutput {
  var text = ""

  func write(_ text: String) {
    self.text += text
  }
}
