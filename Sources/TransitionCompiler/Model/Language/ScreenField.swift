import TransitionRuntime

/// The fields of a screen (`screens.<id>`), in the order of every list of them.
enum ScreenField: String, LanguageKey {
    case root, container, tabs, scrollable, textInput, confirmDismiss

    var declaration: KeyDeclaration {
        switch self {
        case .root:
            KeyDeclaration(.boolean, "An entry point of the app; reachability starts at the root screens.",
                           default: "`false`: an entry point of the app", example: "true")
        case .container:
            KeyDeclaration(
                .words(ContainerKind.self),
                "A container this screen is: `navigation`, the root of a navigation stack (`UINavigationController`); `tabBar`, a `UITabBarController`.",
                default: "none", example: "navigation")
        case .tabs:
            KeyDeclaration(
                .screenIDs, "The ids of the tab bar's screens; required with `container: tabBar`, not allowed otherwise.",
                default: "required with `tabBar` (`missing-field`), not allowed otherwise (`invalid-value`)",
                example: "[home]")
        case .scrollable:
            KeyDeclaration(.boolean, "Has a scroll view that competes with a pan gesture.", default: "`false`", example: "true")
        case .textInput:
            KeyDeclaration(.boolean, "Has text input (a keyboard).", default: "`false`", example: "true")
        case .confirmDismiss:
            KeyDeclaration(.boolean, "Unsaved edits must be confirmed before a dismissal finishes (`isModalInPresentation`).",
                           default: "`false`", example: "true")
        }
    }
}
