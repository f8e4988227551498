/// A weak reference that costs the referenced object nothing: the object owns its tether and
/// clears it as it is deinitialised; whoever refers to the object holds the tether strongly.
///
/// The Swift runtime gives every object that is ever the target of a `weak` reference a side
/// table, and from then on every retain and release of that object takes a slower path. The
/// model's busiest objects (the application, windows, touches, view controllers) are retained
/// many times per sample, so they are referred to through tethers instead of `weak`.
///
/// The model is single-threaded: a tether is read and cleared on the thread that owns the model.
final class Tether<Object: AnyObject> {
  /// The object, unretained, or nil once it has been deinitialised.
  private(set) var reference: Unmanaged<Object>?

  /// The object, or nil once it has been deinitialised.
  var object: Object? {
    get { reference?.takeUnretainedValue() }
    set { reference = newValue.map { Unmanaged.passUnretained($0) } }
  }

  init(_ object: Object) {
    self.reference = Unmanaged.passUnretained(object)
  }

  /// The tether an object keeps in `storage`, made on first use. The object clears it in its
  /// `deinit` (`storage?.object = nil`).
  static func held(in storage: inout Tether?, for object: Object) -> Tether {
    if let tether = storage { return tether }
    let tether = Tether(object)
    storage = tether
    return tether
  }
}

/// A weak reference to a responder of type `T` through the responder's tether.
struct WeakResponder<T: UIResponder> {
  private var tether: Tether<UIResponder>? {
    didSet { tetherID = tether.map { ObjectIdentifier($0) } }
  }
  /// The tether's identity, compared without loading (and so retaining) the tether.
  private var tetherID: ObjectIdentifier?

  init(_ responder: T? = nil) {
    tether = responder?.tether
    tetherID = tether.map { ObjectIdentifier($0) }
  }

  /// Whether this refers to `responder` (alive): compares tethers, loading no object. A tether
  /// whose responder has gone is held here, so no other responder can have its address.
  func refers(to responder: T) -> Bool {
    guard let tetherID else { return false }
    return tetherID == responder.tetherID
  }

  /// Calls `body` with the responder, without retaining it, or returns nil when there is none.
  /// The responder must stay alive while `body` runs, as it does when something else owns it
  /// (a window owns its views, the host its application).
  func withObject<Result>(_ body: (T) -> Result) -> Result? {
    reference?._withUnsafeGuaranteedRef { body($0) }
  }

  /// The responder, unretained, or nil when there is none (see `withObject(_:)`).
  var reference: Unmanaged<T>? {
    guard let reference = tether?.reference else { return nil }
    // Only a `T` is ever stored.
    return Unmanaged<T>.fromOpaque(reference.toOpaque())
  }

  /// The responder, or nil when none was set or it has been deinitialised.
  var object: T? {
    get {
      guard let responder = tether?.object else { return nil }
      // Only a `T` is ever stored, so the cast cannot fail.
      return unsafeDowncast(responder, to: T.self)
    }
    set { tether = newValue?.tether }
  }
}
