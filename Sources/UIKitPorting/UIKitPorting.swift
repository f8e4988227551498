// The part of UIKit's surface that code written for iOS reaches through singletons and through
// Foundation's and Dispatch's run-loop types (`Timer`, `DispatchQueue.main`,
// `UIApplication.shared`). Ported code imports it (through the `UIKit` module that
// `tracereplay port` generates); the replay library binds it to the replay's application, so
// that this work runs on the trace's clock. The model itself (UIKitModel) has no singletons.
// Foundation and Dispatch are re-exported from here, not by the generated `UIKit` module: a
// module's own declarations shadow those of the modules it imports, so code that sees Foundation
// through this module gets this module's `Timer` and `DispatchQueue`.
@_exported import Dispatch
@_exported import Foundation
@_exported import UIKitModel
