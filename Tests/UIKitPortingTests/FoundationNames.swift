import Foundation

// The geometry and time names the tests use, from Foundation. The tests themselves do not
// import Foundation, as ported code does not (it imports UIKit, whose Foundation names
// UIKitPorting's `Timer`, `RunLoop` and `DispatchQueue` shadow).
typealias CGRect = Foundation.CGRect
typealias CGPoint = Foundation.CGPoint
typealias CGFloat = Foundation.CGFloat
typealias TimeInterval = Foundation.TimeInterval
