/// A 2-D affine transform with `CGAffineTransform`'s fields and meaning: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). A view's `transform` applies about the centre of its bounds,
/// as UIKit's does (the default anchor point).
public struct AffineTransform: Hashable, Sendable {
    /// `CGAffineTransform.a`: the factor of x in the new x.
    public var a: Double
    /// `CGAffineTransform.b`: the factor of x in the new y.
    public var b: Double
    /// `CGAffineTransform.c`: the factor of y in the new x.
    public var c: Double
    /// `CGAffineTransform.d`: the factor of y in the new y.
    public var d: Double
    /// `CGAffineTransform.tx`: the move along x, in points.
    public var tx: Double
    /// `CGAffineTransform.ty`: the move along y, in points.
    public var ty: Double

    /// The transform with these fields (`CGAffineTransform(a:b:c:d:tx:ty:)`).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// `CGAffineTransform.identity`.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransform(translationX:y:)`.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// `CGAffineTransform(scaleX:y:)`.
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// `CGAffineTransform(rotationAngle:)`, `angle` in radians.
    public init(rotationAngle angle: Double) {
        let cosine = Math.cosine(angle)
        let sine = Math.sine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `isIdentity`.
    package var isIdentity: Bool { self == .identity }

    /// `point` mapped by the transform.
    package func applied(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The transform that undoes this one (`inverted()`); nil when it has none (a scale of 0).
    package func inverted() -> AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return AffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// Where a point drawn at `point` (window coordinates) lies in the untransformed frame of a
    /// view with this transform whose untransformed frame is centred on `center`: UIKit's
    /// `convert(_:from:)` into a transformed view. Nil when the transform cannot be undone.
    func untransformed(_ point: Point, center: Point) -> Point? {
        guard let inverse = inverted() else { return nil }
        let local = inverse.applied(to: Point(x: point.x - center.x, y: point.y - center.y))
        return Point(x: center.x + local.x, y: center.y + local.y)
    }
}
