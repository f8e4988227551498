extension TextReporter {
  /// How an unrecognized-selector error record ends.
  static let unrecognizedSelector = "unrecognized selector sent to instance"
  /// What follows it in text: the replay goes on, a device would not.
  static let terminationNote = "  (on a device the app would terminate here: NSInvalidArgumentException)"
  /// The same note as the JSON Lines `error` record's optional `note` field.
  static let terminationNoteField = "on a device the app would terminate here: NSInvalidArgumentException"
}
