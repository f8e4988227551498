/// Placeholder: the model is being written.
open class UIResponder {
  public init() {}
}
