import DrillSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34+): the child starts
/// with no descriptor above the ones it is given, whatever swiftdrill inherited.
/// Swift's Glibc module does not declare it, so it is looked up by name once.
enum SpawnCloseFrom {
  #if canImport(Glibc)
    typealias Function = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  #else
    typealias Function = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t?>, Int32) -> Int32
  #endif

  /// The C function, or nil where the C library lacks it.
  static let function: Function? = CSymbol.lookup("posix_spawn_file_actions_addclosefrom_np").map {
    unsafeBitCast($0, to: Function.self)
  }
}
