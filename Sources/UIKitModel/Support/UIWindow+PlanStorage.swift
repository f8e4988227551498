extension UIWindow {
  /// The storage a delivery plan fills, kept from event to event: a plan is made for every
  /// event, and nearly every event plans one touch.
  ///
  /// Why: allocating and growing a plan's list for every event, then freeing it, took about 450
  /// instructions a sample (callgrind, 100 k samples of the bench trace).
  ///
  /// The storage is taken out of the window while a plan uses it, so that a delivery started
  /// from inside another (a view sending an event) makes its own; it goes back empty, so that it
  /// keeps no touch or view alive.
  func takePlanStorage() -> [TouchDeliveryPlan.Entry] {
    let storage = keptPlanStorage
    keptPlanStorage = []
    return storage
  }

  /// Keeps `plan`'s storage, emptied, for the next event's plan.
  func keepPlanStorage(of plan: consuming TouchDeliveryPlan) {
    keptPlanStorage = plan.emptiedStorage()
  }
}

extension TouchDeliveryPlan {
  /// The plan's storage, emptied, for the next plan. One by one: `removeAll(keepingCapacity:)`
  /// goes through the generic `replaceSubrange`, about 130 instructions an event more for the
  /// one entry a plan nearly always has (callgrind, 100 k samples of the bench trace).
  consuming func emptiedStorage() -> [Entry] {
    while !entries.isEmpty { entries.removeLast() }
    return entries
  }
}
