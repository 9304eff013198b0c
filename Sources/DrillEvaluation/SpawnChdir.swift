import DrillSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `posix_spawn_file_actions_addchdir_np` (glibc 2.29+, macOS 10.15+): the child
/// changes folder before it starts, without a shell in between. Swift's Glibc
/// module does not declare it, so it is looked up by name once.
enum SpawnChdir {
  #if canImport(Glibc)
    typealias Function =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
      ) -> Int32
  #else
    typealias Function =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t?>, UnsafePointer<CChar>
      ) -> Int32
  #endif

  /// The C function, or nil where the C library lacks it.
  static let function: Function? = CSymbol.lookup("posix_spawn_file_actions_addchdir_np").map {
    unsafeBitCast($0, to: Function.self)
  }
}
