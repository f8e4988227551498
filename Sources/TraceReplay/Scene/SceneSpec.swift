import Foundation
import UIKitModel

/// A scene as read from a file or a trace header: the window, its views, controllers and first
/// responder, before any model object exists.
package struct SceneSpec: Sendable {
  /// The window's size in points.
  package var windowSize: CGSize
  package var views: [ViewSpec]
  package var controllers: [ControllerSpec]
  /// The id of the first responder at the start, or nil.
  package var firstResponder: String?
  /// Where the scene came from, for messages.
  package var file: String
  /// The scene's `"images"` table: image names with their sizes in points (docs/images.md).
  package var images: [String: CGSize] = [:]
  /// The folder `UIImage(named:)` reads image files from: `images` beside the scene file, when
  /// the scene is read from one.
  package var imagesFolder: String?
}

/// One view of a scene, with its class-specific properties kept for the class's factory.
package struct ViewSpec: Sendable {
  package var id: String
  package var className: String
  package var frame: CGRect
  package var boundsOrigin: CGPoint
  package var flags: ViewFlags
  package var targets: [TargetSpec]
  package var actions: [String]
  package var subviews: [ViewSpec]
  /// Members not read by the common decoder: the class's own properties.
  package var properties: [JSONMember]
  /// The JSON path, such as `views[0].subviews[2]`.
  package var path: String
  /// Where the view's object starts.
  package var position: SourcePosition
  /// Where the `class` value is, when the view names one.
  package var classPosition: SourcePosition?
  /// The view's gesture recognizers, in the order they were added (contract 7.2).
  package var recognizers: [RecognizerSpec] = []
  /// Where the `bounds` value is, when the view gives one.
  package var boundsPosition: SourcePosition?
  /// The view's `transform` with the untransformed size and centre it gives the view (M14);
  /// nil without a transform.
  package var transform: TransformGeometry?
  /// The `set` members: properties assigned after the view is made (contract section 10).
  package var set: [JSONMember] = []
  /// The `watch` names, each with where it is: properties whose changes are reported.
  package var watch: [(name: String, position: SourcePosition)] = []
}

/// A gesture recognizer of a scene view (contract 7.2), its class's own fields kept as members.
package struct RecognizerSpec: Sendable {
  package var id: String
  package var className: String
  /// The recognizer ids it waits on (`require(toFail:)`), with where each is.
  package var requiresFailureOf: [(id: String, position: SourcePosition)]
  /// Ids the delegate recognizes simultaneously with; `all` for every recognizer.
  package var recognizesSimultaneouslyWith: [String]
  package var simultaneousWithAll: Bool
  package var ignoresTouchesIn: [(id: String, position: SourcePosition)]
  package var targets: [(target: String?, action: String, position: SourcePosition)]
  /// The other fields, read by the recognizer's class.
  package var members: [JSONMember]
  package var path: String
  package var position: SourcePosition
  package var classPosition: SourcePosition
}

/// The view and control flags a scene may set; nil means UIKit's default.
package struct ViewFlags: Sendable, Equatable {
  package var hidden: Bool?
  package var alpha: Double?
  package var userInteractionEnabled: Bool?
  package var multipleTouchEnabled: Bool?
  package var exclusiveTouch: Bool?
  package var clipsToBounds: Bool?
  package var enabled: Bool?
  package var selected: Bool?
  package var highlighted: Bool?
  /// Inside a `UIView.animate` block without `.allowUserInteraction` (M15).
  package var animating: Bool?
  /// The control's menu is its primary action (M16).
  package var showsMenuAsPrimaryAction: Bool?
}

/// A target-action registration on a control.
package struct TargetSpec: Sendable {
  /// A view or controller id, `window`, `application`, or nil for the responder chain.
  package var target: String?
  package var action: String
  /// The event names as written, with their raw mask.
  package var events: [String]
  package var mask: UInt
  package var path: String
  package var position: SourcePosition
  /// Where the `target` value is.
  package var targetPosition: SourcePosition
}

/// A view controller of a scene.
package struct ControllerSpec: Sendable {
  package var id: String
  package var view: String
  package var parent: String?
  package var actions: [String]
  package var path: String
  package var position: SourcePosition
  /// Where the `view` value is.
  package var viewPosition: SourcePosition
  /// Where the `parent` value is, when there is one.
  package var parentPosition: SourcePosition?
}

/// A scene view's `transform` (M14): the transform, and the bounds size and centre that make
/// the view's UIKit frame (the bounding box of the transformed view) the scene's `frame`.
package struct TransformGeometry: Sendable {
  package var transform: CGAffineTransform
  package var boundsSize: CGSize
  package var center: CGPoint
}
