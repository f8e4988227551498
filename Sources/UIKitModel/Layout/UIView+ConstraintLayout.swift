import Foundation

/// The Auto Layout part of the layout pass: the constraints of the whole hierarchy (the window's
/// engine) are solved, and each view below the one being laid out whose
/// `translatesAutoresizingMaskIntoConstraints` is false takes its frame from the solution.
///
/// What the engine is given, in this order (a required constraint that cannot hold with those
/// before it is the one broken):
/// 1. the top of the hierarchy at its bounds (origin zero);
/// 2. every other view taking part with `translatesAutoresizingMaskIntoConstraints` true: its
///    frame, fixed, relative to its superview (UIKit's autoresizing-mask constraints);
/// 3. every view with it false and an intrinsic content size: `width <= intrinsic width` at its
///    hugging priority and `width >= intrinsic width` at its compression resistance priority, and
///    the same for the height (`UIView.noIntrinsicMetric` in an axis: nothing in that axis);
/// 4. the active constraints installed on the views, top-down, each in installation order.
///
/// The views taking part are those with the property false, the items of the constraints, and
/// their ancestors up to the top.
extension UIView {
  /// Solves the hierarchy's constraints when this view or one below it uses them, and sets the
  /// frames of the views below it that Auto Layout places. The layout pass calls it from
  /// `UIView.layoutSubviews()`'s default implementation.
  func layoutUsingConstraints() {
    guard subtreeUsesConstraints else { return }
    let top = topOfHierarchy
    top.updateConstraintsIfNeeded()
    let engine: LayoutEngine
    if let existing = top.constraintStorage.engine {
      engine = existing
    } else {
      engine = LayoutEngine()
      top.constraintStorage.engine = engine
    }
    let system = top.layoutSystem(fitting: nil)
    engine.update(to: system.equations)
    for variables in system.variables {
      variables.solvedFrame = CGRect(
        x: Self.snapped(engine.value(of: variables.minX)), y: Self.snapped(engine.value(of: variables.minY)),
        width: Self.snapped(engine.value(of: variables.width)),
        height: Self.snapped(engine.value(of: variables.height)))
    }
    for subview in subviews { subview.takeSolvedFrame() }
  }

  /// Whether this view or one below it is placed by, or asks for, constraints.
  private var subtreeUsesConstraints: Bool {
    if !translatesAutoresizingMaskIntoConstraints || type(of: self).requiresConstraintBasedLayout {
      return true
    }
    if let state = constraintState, !state.constraints.isEmpty || state.needsUpdateConstraints { return true }
    return subviews.contains { $0.subtreeUsesConstraints }
  }

  /// Sets the frame of this view (when Auto Layout places it) and of the views below it from the
  /// last solution; a frame that did not change is not set again.
  private func takeSolvedFrame() {
    if !translatesAutoresizingMaskIntoConstraints, let superview,
      let solved = constraintState?.variables.solvedFrame
    {
      let origin = superview.constraintState?.variables.solvedFrame.origin ?? .zero
      let frame = CGRect(
        x: solved.minX - origin.x, y: solved.minY - origin.y, width: solved.width, height: solved.height)
      if self.frame != frame { self.frame = frame }
    }
    for subview in subviews { subview.takeSolvedFrame() }
  }

  /// The size the constraints give this view with its size pulled to `target` at the given
  /// priorities, solved in an engine of its own.
  func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
    let engine = LayoutEngine()
    engine.update(to: layoutSystem(fitting: (target, horizontal, vertical)).equations)
    let variables = constraintStorage.variables
    return CGSize(
      width: Self.snapped(engine.value(of: variables.width)),
      height: Self.snapped(engine.value(of: variables.height)))
  }

  /// A solved value with the solver's rounding noise taken off: within 1e-7 of a sixth of a
  /// point it is that sixth (a whole point, a half or a third).
  static func snapped(_ value: Double) -> CGFloat {
    let sixths = (value * 6).rounded() / 6
    let result = abs(value - sixths) < 1e-7 ? sixths : value
    return CGFloat(result == 0 ? 0 : result)
  }

  // MARK: The system

  /// The equations for this view's hierarchy with this view as its top (see the type's comment),
  /// and the variables whose values the views and guides read. `fitting`: the top's size is only
  /// pulled to a target, and its own intrinsic size counts.
  private func layoutSystem(
    fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
  )
    -> (equations: [LayoutEngine.Equation], variables: [LayoutVariables])
  {
    var taking: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    var installed: [NSLayoutConstraint] = []
    func takePart(_ view: UIView) {
      var current: UIView? = view
      while let candidate = current, taking.insert(ObjectIdentifier(candidate)).inserted {
        current = candidate.superview
      }
    }
    func collect(_ view: UIView) {
      if !view.translatesAutoresizingMaskIntoConstraints { takePart(view) }
      for constraint in view.constraintState?.constraints ?? [] {
        guard let first = NSLayoutConstraint.view(of: constraint.firstItem), first.isDescendant(of: self)
        else {
          continue
        }
        if constraint.secondAttribute != .notAnAttribute || constraint.secondItem != nil {
          guard let second = NSLayoutConstraint.view(of: constraint.secondItem), second.isDescendant(of: self)
          else {
            continue
          }
          takePart(second)
        }
        takePart(first)
        installed.append(constraint)
      }
      for subview in view.subviews { collect(subview) }
    }
    collect(self)

    var equations: [LayoutEngine.Equation] = []
    var variables: [LayoutVariables] = []
    let top = constraintStorage.variables
    equations.append(.init(Self.variable(top.minX), .equal, .required))
    equations.append(.init(Self.variable(top.minY), .equal, .required))
    if let fitting {
      equations.append(.init(Self.variable(top.width) + -fitting.size.width, .equal, fitting.horizontal))
      equations.append(.init(Self.variable(top.height) + -fitting.size.height, .equal, fitting.vertical))
      equations += intrinsicSizeEquations()
    } else {
      equations.append(.init(Self.variable(top.width) + -bounds.width, .equal, .required))
      equations.append(.init(Self.variable(top.height) + -bounds.height, .equal, .required))
    }
    variables.append(top)
    func derive(_ view: UIView) {
      guard taking.contains(ObjectIdentifier(view)) else { return }
      if view !== self, let superview = view.superview {
        let own = view.constraintStorage.variables
        if view.translatesAutoresizingMaskIntoConstraints {
          let parent = superview.constraintStorage.variables
          let frame = view.frame
          equations.append(
            .init(Self.variable(own.minX) - Self.variable(parent.minX) + -frame.minX, .equal, .required))
          equations.append(
            .init(Self.variable(own.minY) - Self.variable(parent.minY) + -frame.minY, .equal, .required))
          equations.append(.init(Self.variable(own.width) + -frame.width, .equal, .required))
          equations.append(.init(Self.variable(own.height) + -frame.height, .equal, .required))
        } else {
          equations += view.intrinsicSizeEquations()
        }
        variables.append(own)
      }
      for subview in view.subviews { derive(subview) }
    }
    derive(self)
    for constraint in installed {
      guard let first = Self.expression(constraint.firstItem, constraint.firstAttribute) else { continue }
      var equation = first + -constraint.constant
      if constraint.secondAttribute != .notAnAttribute {
        guard let second = Self.expression(constraint.secondItem, constraint.secondAttribute) else {
          continue
        }
        equation = equation - second * constraint.multiplier
      }
      let relation: CassowaryConstraint.Relation =
        switch constraint.relation {
        case .lessThanOrEqual: .lessOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterOrEqual
        }
      equations.append(.init(equation, relation, constraint.priority, source: constraint))
      for item in [constraint.firstItem, constraint.secondItem] {
        if let guide = item as? UILayoutGuide, guide.kind == .custom { variables.append(guide.variables) }
      }
    }
    return (equations, variables)
  }

  /// The hugging and compression resistance equations of the view's intrinsic content size.
  private func intrinsicSizeEquations() -> [LayoutEngine.Equation] {
    let size = intrinsicContentSize
    let own = constraintStorage.variables
    var equations: [LayoutEngine.Equation] = []
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let length = axis == .horizontal ? size.width : size.height
      guard length != UIView.noIntrinsicMetric else { continue }
      let dimension = Self.variable(axis == .horizontal ? own.width : own.height) + -length
      equations.append(.init(dimension, .lessOrEqual, contentHuggingPriority(for: axis)))
      equations.append(.init(dimension, .greaterOrEqual, contentCompressionResistancePriority(for: axis)))
    }
    return equations
  }

  private static func variable(_ variable: CassowaryVariable) -> LinearExpression {
    LinearExpression(terms: [(variable, 1)], constant: 0)
  }

  /// An item's attribute as an expression over its variables. A view's margins and its
  /// `layoutMarginsGuide` are its bounds inset by 8 points; its `safeAreaLayoutGuide` is its
  /// bounds; leading is left and trailing is right; the first baseline is the top and the last
  /// baseline the bottom.
  private static func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute)
    -> LinearExpression?
  {
    let variables: LayoutVariables
    var inset: CGFloat = 0
    if let view = item as? UIView {
      variables = view.constraintStorage.variables
    } else if let guide = item as? UILayoutGuide {
      switch guide.kind {
      case .custom:
        variables = guide.variables
      case .margins:
        guard let view = guide.owningView else { return nil }
        variables = view.constraintStorage.variables
        inset = UIView.defaultLayoutMargin
      case .safeArea:
        guard let view = guide.owningView else { return nil }
        variables = view.constraintStorage.variables
      }
    } else {
      return nil
    }
    let x = variable(variables.minX)
    let y = variable(variables.minY)
    let width = variable(variables.width)
    let height = variable(variables.height)
    let margin = UIView.defaultLayoutMargin
    switch attribute {
    case .left, .leading: return x + inset
    case .right, .trailing: return x + width + -inset
    case .top, .firstBaseline: return y + inset
    case .bottom, .lastBaseline: return y + height + -inset
    case .width: return width + -2 * inset
    case .height: return height + -2 * inset
    case .centerX, .centerXWithinMargins: return x + width * 0.5
    case .centerY, .centerYWithinMargins: return y + height * 0.5
    case .leftMargin, .leadingMargin: return x + (inset + margin)
    case .rightMargin, .trailingMargin: return x + width + -(inset + margin)
    case .topMargin: return y + (inset + margin)
    case .bottomMargin: return y + height + -(inset + margin)
    case .notAnAttribute: return nil
    }
  }
}
