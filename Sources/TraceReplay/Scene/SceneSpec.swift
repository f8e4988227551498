import Foundation
import UIKitModel

/// A scene as read from a file or a trace header: the window, its views, controllers and first
/// responder, before any model object exists.
public struct SceneSpec: Sendable {
  /// The window's size in points.
  public var windowSize: CGSize
  public var views: [ViewSpec]
  public var controllers: [ControllerSpec]
  /// The id of the first responder at the start, or nil.
  public var firstResponder: String?
  /// Where the scene came from, for messages.
  public var file: String
  /// The scene's `"images"` table: image names with their sizes in points (docs/images.md).
  public var images: [String: CGSize] = [:]
  /// The folder `UIImage(named:)` reads image files from: `images` beside the scene file, when
  /// the scene is read from one.
  public var imagesFolder: String?
}

/// One view of a scene, with its class-specific properties kept for the class's factory.
public struct ViewSpec: Sendable {
  public var id: String
  public var className: String
  public var frame: CGRect
  public var boundsOrigin: CGPoint
  public var flags: ViewFlags
  public var targets: [TargetSpec]
  public var actions: [String]
  public var subviews: [ViewSpec]
  /// Members not read by the common decoder: the class's own properties.
  public var properties: [JSONMember]
  /// The JSON path, such as `views[0].subviews[2]`.
  public var path: String
  /// Where the view's object starts.
  public var position: SourcePosition
  /// Where the `class` value is, when the view names one.
  public var classPosition: SourcePosition?
  /// The view's gesture recognizers, in the order they were added (contract 7.2).
  public var recognizers: [RecognizerSpec] = []
  /// Where the `bounds` value is, when the view gives one.
  public var boundsPosition: SourcePosition?
  /// The view's `transform` with the untransformed size and centre it gives the view (M14);
  /// nil without a transform.
  public var transform: TransformGeometry?
  /// The `set` members: properties assigned after the view is made (contract section 10).
  public var set: [JSONMember] = []
  /// The `watch` names, each with where it is: properties whose changes are reported.
  public var watch: [(name: String, position: SourcePosition)] = []
}

/// A gesture recognizer of a scene view (contract 7.2), its class's own fields kept as members.
public struct RecognizerSpec: Sendable {
  public var id: String
  public var className: String
  /// The recognizer ids it waits on (`require(toFail:)`), with where each is.
  public var requiresFailureOf: [(id: String, position: SourcePosition)]
  /// Ids the delegate recognizes simultaneously with; `all` for every recognizer.
  public var recognizesSimultaneouslyWith: [String]
  public var simultaneousWithAll: Bool
  public var ignoresTouchesIn: [(id: String, position: SourcePosition)]
  public var targets: [(target: String?, action: String, position: SourcePosition)]
  /// The other fields, read by the recognizer's class.
  public var members: [JSONMember]
  public var path: String
  public var position: SourcePosition
  public var classPosition: SourcePosition
}

/// The view and control flags a scene may set; nil means UIKit's default.
public struct ViewFlags: Sendable, Equatable {
  public var hidden: Bool?
  public var alpha: Double?
  public var userInteractionEnabled: Bool?
  public var multipleTouchEnabled: Bool?
  public var exclusiveTouch: Bool?
  public var clipsToBounds: Bool?
  public var enabled: Bool?
  public var selected: Bool?
  public var highlighted: Bool?
  /// Inside a `UIView.animate` block without `.allowUserInteraction` (M15).
  public var animating: Bool?
  /// The control's menu is its primary action (M16).
  public var showsMenuAsPrimaryAction: Bool?
}

/// A target-action registration on a control.
public struct TargetSpec: Sendable {
  /// A view or controller id, `window`, `application`, or nil for the responder chain.
  public var target: String?
  public var action: String
  /// The event names as written, with their raw mask.
  public var events: [String]
  public var mask: UInt
  public var path: String
  public var position: SourcePosition
  /// Where the `target` value is.
  public var targetPosition: SourcePosition
}

/// A view controller of a scene.
public struct ControllerSpec: Sendable {
  public var id: String
  public var view: String
  public var parent: String?
  public var actions: [String]
  public var path: String
  public var position: SourcePosition
  /// Where the `view` value is.
  public var viewPosition: SourcePosition
  /// Where the `parent` value is, when there is one.
  public var parentPosition: SourcePosition?
}

/// A scene view's `transform` (M14): the transform, and the bounds size and centre that make
/// the view's UIKit frame (the bounding box of the transformed view) the scene's `frame`.
public struct TransformGeometry: Sendable {
  public var transform: CGAffineTransform
  public var boundsSize: CGSize
  public var center: CGPoint
}
