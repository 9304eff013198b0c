#if canImport(Glibc)
  import Glibc
#endif

/// glibc's malloc raises its mmap threshold each time a block it mapped is freed (up to
/// 32 MB), and its trim threshold to twice that: once `check` has freed one pack's file and
/// text, later packs' large buffers (the file, its text, the Markdown arena's blocks) come
/// from the heap and stay resident after they are freed. Fixing the threshold at glibc's own
/// starting value (128 KiB) keeps such blocks mapped and returns them to the system when
/// they are freed: about 1.5–3 MB less peak memory on a 10,000-question bank, paid in page
/// faults (fresh pages for every block: 14–17 % more CPU on the prose and mixed banks, none on
/// the unicode one; docs/performance.md, issue 29 (a)). What is read and checked is the same;
/// only where the memory comes from changes. Elsewhere than glibc, nothing.
enum HeapThresholds {
  static let mapped = 128 * 1024
  /// `M_MMAP_THRESHOLD` of glibc's `<malloc.h>`, which the Glibc module does not export
  /// (nor `mallopt`, looked up in the C library as it is loaded: `RTLD_DEFAULT` is null).
  static let mmapThreshold: Int32 = -3

  /// Fixes the thresholds for the rest of the process; whether glibc took the setting.
  @discardableResult
  static func fix() -> Bool {
    #if canImport(Glibc)
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return false }
      return unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, Int32(mapped)) == 1
    #else
      return false
    #endif
  }
}
