import Foundation
import UIKitModel

extension ClassRegistry {
  /// Registers UIView and UIControl; the stock controls, views and recognizers add themselves in
  /// `ClassRegistry+StockControls.swift`, `+StockViews.swift` and `+StockRecognizers.swift`.
  mutating func registerStockClasses() {
    register("UIView") { UIView(frame: $0) }
    register("UIControl") { UIControl(frame: $0) }
    registerStockControls()
    registerStockViews()
    registerStockRecognizers()
    registerStockProperties()
  }
}
