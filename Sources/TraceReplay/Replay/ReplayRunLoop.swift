import UIKitModel
import UIKitPorting

// The one file of the replay library that imports UIKitPorting: it binds a replay's
// application to the replaying thread, so that what ported code reaches through singletons
// (`UIApplication.shared`, `Timer`, `DispatchQueue.main`, `UIView.animate`) runs on the trace's
// clock (docs/run-loop.md).

/// Runs `body` with `application` as the calling thread's main run loop, then restores what was
/// bound before.
func withRunLoop<Result, Failure: Error>(
  of application: UIApplication, _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
  let result: Swift.Result<Result, Failure> = MainRunLoop.whileBound(to: application) {
    do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
  }
  return try result.get()
}
