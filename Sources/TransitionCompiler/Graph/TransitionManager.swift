import TransitionRuntime

/// The runtime object that vends a group of transitions' pieces to UIKit.
public struct TransitionManager: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A presented screen's `UIViewControllerTransitioningDelegate`.
        case modal
        /// A navigation stack's `UINavigationControllerDelegate`.
        case navigation
        /// A tab bar's `UITabBarControllerDelegate`.
        case tab
    }

    public var kind: Kind
    /// The presented screen, the navigation root, or the tab bar screen.
    public var owner: String
    /// Modal only: how the owner is presented (its first present transition's).
    public var presentation: Presentation?
    /// Modal only: a custom presentation needs a presentation controller.
    public var vendsPresentationController: Bool
    /// Indexes into the graph's transitions of every transition whose
    /// animator this manager vends, in spec order.
    public var animators: [Int]
    /// The interactive ones among `animators`: their interaction controllers
    /// are handed out only while their gesture is in progress, so that a
    /// button-triggered transition animates on its own.
    public var interactionControllers: [Int]
}
