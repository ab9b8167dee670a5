/// A point, a translation or a velocity in the container's coordinate space
/// (points, or points per second): x grows rightward, y downward, as in UIKit.
public struct GestureVector: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = GestureVector(x: 0, y: 0)
}

/// The size of the view the gesture moves in (the transition's container).
public struct ContainerSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// An iPhone's screen in points (iPhone 12 to 16), a sensible default for
    /// trying a gesture out without a device.
    public static let iPhone = ContainerSize(width: 390, height: 844)
}

extension GestureDirection {
    /// How far `vector` goes in this direction: its x or y component, negated
    /// for `up` and `left`. Negative when it goes the other way.
    public func component(of vector: GestureVector) -> Double {
        switch self {
        case .up: -vector.y
        case .down: vector.y
        case .left: -vector.x
        case .right: vector.x
        }
    }

    /// The container's size along this direction's axis.
    public func extent(of container: ContainerSize) -> Double {
        isVertical ? container.height : container.width
    }
}
