/// The kinds of transition manager an app installs.
public enum ManagerKind: String, CaseIterable, Hashable, Sendable {
    /// A presented screen's transitioning delegate.
    case modal
    /// A navigation stack's delegate.
    case navigation
    /// A tab bar's delegate.
    case tab
}
