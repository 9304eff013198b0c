/// The layer that confines code on this machine, strongest first.
public enum SandboxMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// bubblewrap: read-only system, private work and temporary folders, no home,
  /// no network, own PID namespace, dies with swiftdrill.
  case bubblewrap
  /// Where user namespaces are refused: swiftdrill's own supervisor applies
  /// Landlock (filesystem) and a seccomp filter (no sockets), kills every
  /// descendant through a child subreaper, dies with swiftdrill.
  case landlock
  /// Nothing confines the filesystem: only limits and the supervisor.
  case none

  /// Whether the filesystem is confined (untrusted packs may run only then).
  public var confinesFiles: Bool { self != .none }

  /// What the learner may force with `SWIFTDRILL_SANDBOX`: `auto` (the
  /// default), `bubblewrap`, `fallback` (Landlock and seccomp, as where user
  /// namespaces are refused) or `none` (as where no layer works).
  public static func requested(_ value: String?) -> SandboxMode? {
    switch value?.lowercased() {
    case "bubblewrap", "bwrap": .bubblewrap
    case "fallback", "landlock": .landlock
    case "none": SandboxMode.none
    default: nil
    }
  }

  /// One line for the learner.
  public var summary: String {
    switch self {
    case .bubblewrap: "bubblewrap (no home folder, no network, own processes)"
    case .landlock: "Landlock and seccomp (no home folder, no sockets; user namespaces unavailable)"
    case .none: "no filesystem isolation (only time, memory and process limits)"
    }
  }
}
