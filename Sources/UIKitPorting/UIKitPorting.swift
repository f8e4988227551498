// The part of UIKit's surface that code written for iOS reaches through singletons and through
// Foundation's and Dispatch's run-loop types (`Timer`, `DispatchQueue.main`,
// `UIApplication.shared`). Ported code imports it (through the `UIKit` module that
// `tracereplay port` generates); the replay library binds it to the replay's application, so
// that this work runs on the trace's clock. The model itself (UIKitModel) has no singletons.
// Foundation and Dispatch are re-exported from here, not by the generated `UIKit` module: a
// module's own declarations shadow those of the modules it imports, so code that sees Foundation
// through this module gets this module's `Timer` and `DispatchQueue`.
//
// Public, for ported code: `Timer`, `DispatchQueue` (`main`, `global`, `async`, `asyncAfter`)
// with `DispatchTime`, `DispatchWorkItem` and their option types, `UIView.animate` and
// `transition`, `CATransaction`, `UIApplication.shared`, `perform(_:with:afterDelay:)` and
// `cancelPreviousPerformRequests`, `NotificationCenter.addObserver(_:selector:name:object:)`,
// `UIImage(named:)` and `UIImage(contentsOfFile:)`. `package`: `MainRunLoop`, through which the replay library binds its
// application to the replay thread.
@_exported import Dispatch
@_exported import Foundation
@_exported import UIKitModel
