import Foundation
import Testing

@testable import UIKitModel

@Suite("A layer's geometry, as Core Animation places it")
struct CALayerGeometryTests {
  @Test("CA1: A layer's frame follows its position, anchor point and bounds")
  func frameFollowsPositionAnchorAndBounds() {
    let layer = CALayer()

    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    layer.position = CGPoint(x: 100, y: 50)
    layer.anchorPoint = CGPoint(x: 0, y: 0)

    #expect(layer.frame == CGRect(x: 100, y: 50, width: 40, height: 20))
    layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    #expect(layer.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
  }

  @Test("CA1: Setting a layer's frame sets its position and its bounds' size")
  func settingFrameSetsPositionAndSize() {
    let layer = CALayer()

    layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)

    #expect(layer.position == CGPoint(x: 25, y: 40))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
  }

  @Test("CA1: A layer scaled by its transform has a larger frame about its anchor point")
  func scaledLayerHasLargerFrame() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 16, height: 16)

    layer.transform = CATransform3DMakeScale(2, 2, 1)

    #expect(layer.frame == CGRect(x: -8, y: -8, width: 32, height: 32))
    #expect(layer.bounds.size == CGSize(width: 16, height: 16))
  }

  @Test("CA1: A point converts between sibling layers through their superlayer")
  func pointConvertsBetweenSiblings() {
    let root = CALayer()
    let a = CALayer()
    let b = CALayer()
    root.addSublayer(a)
    root.addSublayer(b)
    a.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    b.frame = CGRect(x: 100, y: 0, width: 50, height: 50)

    let converted = a.convert(CGPoint(x: 5, y: 5), to: b)

    #expect(converted == CGPoint(x: -85, y: 15))
    #expect(b.convert(converted, to: a) == CGPoint(x: 5, y: 5))
  }

  @Test("CA1: A point converts into a scaled layer through its transform")
  func pointConvertsIntoScaledLayer() {
    let root = CALayer()
    let thumb = CALayer()
    root.addSublayer(thumb)
    thumb.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    thumb.transform = CATransform3DMakeScale(2, 2, 1)

    let point = thumb.convert(CGPoint(x: -4, y: -4), from: root)

    #expect(point == CGPoint(x: 0.5, y: 0.5))
  }

  @Test("CA1: hitTest finds the front-most sublayer containing a point given in superlayer coordinates")
  func hitTestFindsFrontMostSublayer() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let back = CALayer()
    back.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let front = CALayer()
    front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    root.addSublayer(back)
    root.addSublayer(front)

    #expect(root.hitTest(CGPoint(x: 60, y: 60)) === front)
    #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
    #expect(root.hitTest(CGPoint(x: 190, y: 10)) === root)
    #expect(root.hitTest(CGPoint(x: 300, y: 10)) == nil)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 60, y: 60)) === back)
  }

  @Test("CA1: A scaled layer is hit outside its untransformed bounds")
  func scaledLayerIsHitOutsideItsBounds() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let thumb = CALayer()
    thumb.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
    root.addSublayer(thumb)

    #expect(root.hitTest(CGPoint(x: 98, y: 98)) === root)
    thumb.transform = CATransform3DMakeScale(2, 2, 1)
    #expect(root.hitTest(CGPoint(x: 98, y: 98)) === thumb)
  }

  @Test("CA1: contains is true inside the layer's bounds only")
  func containsIsBoundsBased() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)

    #expect(layer.contains(CGPoint(x: 5, y: 5)))
    #expect(!layer.contains(CGPoint(x: 15, y: 5)))
  }
}

@Suite("A view's layer mirrors the view")
struct ViewLayerTests {
  @Test("CA1: A view's layer frame follows the view's frame")
  func layerFollowsViewFrame() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

    #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    #expect(view.layer.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.layer.position == CGPoint(x: 100, y: 100))
  }

  @Test("CA1: Setting a view's layer frame moves the view")
  func layerFrameMovesView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    view.layer.frame = CGRect(x: 40, y: 50, width: 20, height: 30)

    #expect(view.frame == CGRect(x: 40, y: 50, width: 20, height: 30))
    #expect(view.bounds.size == CGSize(width: 20, height: 30))
  }

  @Test("CA1: A view's transform is its layer's transform")
  func viewTransformIsLayerTransform() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    view.transform = CGAffineTransform(scaleX: 2, y: 2)

    #expect(view.layer.frame == CGRect(x: -5, y: -5, width: 20, height: 20))
  }

  @Test("CA1: A view's layer is an instance of its layerClass")
  func layerIsInstanceOfLayerClass() {
    final class ShapeView: UIView {
      override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    let view = ShapeView(frame: .zero)

    #expect(view.layer is CAShapeLayer)
  }

  @Test("CA1: Layers of views in a hierarchy convert points as the views do")
  func viewLayersConvertThroughSuperviews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let b = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    root.addSubview(a)
    root.addSubview(b)

    let point = a.layer.convert(CGPoint(x: 0, y: 0), to: b.layer)

    #expect(point == a.convert(CGPoint(x: 0, y: 0), to: b))
  }
}
