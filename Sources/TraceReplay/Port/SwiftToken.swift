/// One token of Swift source text, as `SwiftSourceScanner` cuts it: a byte range and its kind.
struct SwiftToken: Equatable, Sendable {
  /// What a token is; the scanner only tells apart what `port`'s rewriting needs.
  enum Kind: Equatable, Sendable {
    /// An identifier or keyword (`class`, `tap`, `` `default` ``).
    case word
    /// `@` and a name (`@objc`); its parenthesised arguments are separate tokens.
    case attribute
    /// `#` and a name (`#selector`, `#if`).
    case pound
    /// A string literal, interpolations, multi-line and raw forms included.
    case string
    /// A number literal.
    case number
    /// A `//` or `/* */` comment (nested block comments included).
    case comment
    /// Spaces and tabs.
    case space
    /// One line break (`\n`, `\r\n` or `\r`).
    case newline
    /// Any other single byte (`{`, `(`, `:`, `.`...).
    case punctuation
  }

  var kind: Kind
  /// The first byte of the token.
  var start: Int
  /// One past the last byte of the token.
  var end: Int

  /// Whether the token only separates others (space, line breaks, comments).
  var isTrivia: Bool { kind == .space || kind == .newline || kind == .comment }
}
