import Foundation

extension UIButton {
  /// Sets the title shown in `state`; nil removes it.
  public func setTitle(_ title: String?, for state: State) {
    titles[state] = title
  }

  /// The title for `state`, falling back to the normal state's title.
  public func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title for the button's current state.
  public var currentTitle: String? { title(for: state) }
}
