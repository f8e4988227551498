import Foundation
import UIKitModel

extension ClassRegistry {
  /// The stock controls with their scene properties.
  mutating func registerStockControls() {}
}
