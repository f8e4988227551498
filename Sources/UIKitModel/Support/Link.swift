/// A reference that does not keep its object alive and reads nil once the object has gone, as
/// `weak` does, at a fraction of `weak`'s cost: what the model uses wherever UIKit holds an
/// object without retaining it (a view's superview, a touch's window, a control's targets...).
///
/// Why not `weak`: the Swift runtime gives every object that is ever the target of a `weak`
/// reference a side table, and from then on every retain and release of that object takes the
/// slow path. Views, windows, touches and the application are retained and released many times
/// per sample; measured with `perf` on 100 k samples of the bench trace (`make bench`), plain
/// `weak` references spent 59% of the replay's time in `swift_weakLoadStrong` and the slow
/// retain and release paths, and the replay ran at 0.34 M samples/s on 1 M samples instead of
/// the 1.5 M the model must reach.
///
/// How: the object owns an anchor (`LinkTarget.linkAnchor`) that names it unretained and that
/// it clears in its `deinit`; a link holds the anchor strongly. The model is single-threaded.
@propertyWrapper
struct Link<Object: LinkTarget> {
  private var anchor: LinkAnchor?

  init(wrappedValue: Object?) {
    anchor = wrappedValue.map(Self.anchor(of:))
  }

  /// The object, or nil when none was set or it has gone.
  var wrappedValue: Object? {
    get {
      // Only an `Object` is ever attached to the anchor this link holds.
      guard let object = anchor?.object else { return nil }
      return unsafeDowncast(object, to: Object.self)
    }
    set { anchor = newValue.map(Self.anchor(of:)) }
  }

  /// Whether this link names `object`, without loading the object it names.
  func names(_ object: Object) -> Bool {
    anchor === object.linkAnchor
  }

  private static func anchor(of object: Object) -> LinkAnchor {
    let anchor = object.linkAnchor
    anchor.attach(object)
    return anchor
  }
}

/// An object that links (`Link`) can name: it owns an anchor and clears it as it goes.
protocol LinkTarget: AnyObject {
  /// The anchor links to this object hold; the object calls `clear()` on it in its `deinit`.
  var linkAnchor: LinkAnchor { get }
}

/// Where links meet their object: the object, unretained, until it clears the anchor.
final class LinkAnchor {
  private var reference: Unmanaged<AnyObject>?

  init() {}

  /// The object, or nil once it has gone.
  var object: AnyObject? { reference?.takeUnretainedValue() }

  /// Names `object`, which owns this anchor.
  func attach(_ object: AnyObject) {
    if reference == nil { reference = Unmanaged.passUnretained(object) }
  }

  /// Called by the object as it goes: every link to it reads nil from now on.
  func clear() {
    reference = nil
  }
}
