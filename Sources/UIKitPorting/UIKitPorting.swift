// The part of UIKit's surface that code written for iOS reaches through singletons and through
// Foundation's and Dispatch's run-loop types (`Timer`, `DispatchQueue.main`,
// `UIApplication.shared`). Ported code imports it (through the `UIKit` module that
// `tracereplay port` generates); the replay library binds it to the replay's application, so
// that this work runs on the trace's clock. The model itself (UIKitModel) has no singletons.
@_exported import UIKitModel
