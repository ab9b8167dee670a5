/// The compiler's version, printed by `--version` and written into outputs.
public enum TransitionCompilerVersion {
    public static let string = "0.1.0"
}
