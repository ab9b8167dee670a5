public enum TransitionRuntimeVersion { public static let string = "0.1.0" }
