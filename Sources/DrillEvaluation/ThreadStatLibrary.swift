import DrillSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small library preloaded into programs under the fallback layer (Landlock + seccomp),
/// where /proc is hidden but for the program's own folder (/proc/self).
///
/// libdispatch's worker pool (Swift concurrency's threads on Linux) looks at its threads
/// every so often by opening `/proc/<thread id>/stat`. Landlock refuses that path (a thread's
/// id is not beneath /proc/self), and libdispatch then stops the program with SIGILL and no
/// message: under this layer only, a concurrent program that ran for a second or two was
/// reported as a "trap" (most of the time at two seconds, now and then at less). The library
/// answers that one path with `/proc/self/task/<thread id>/stat`, the same file, beneath
/// /proc/self. It grants nothing the program could not open itself; it only saves the
/// program from a crash. bubblewrap mounts a /proc of the program's own, so it needs none.
enum ThreadStatLibrary {
  static let fileName = "libswiftdrillthreadstat.so"

  static let source = """
    #define _GNU_SOURCE
    #include <fcntl.h>
    #include <stdarg.h>
    #include <stdio.h>
    #include <sys/syscall.h>
    #include <unistd.h>

    /* "/proc/N/stat" becomes "/proc/self/task/N/stat"; any other path is left alone. */
    static const char *redirected(const char *path, char *buffer, size_t size) {
      int id = 0, used = 0;
      if (sscanf(path, "/proc/%d/stat%n", &id, &used) != 1 || used == 0 || path[used] != 0 || id <= 0)
        return path;
      int written = snprintf(buffer, size, "/proc/self/task/%d/stat", id);
      return written > 0 && (size_t)written < size ? buffer : path;
    }

    static int opened(const char *path, int flags, va_list rest) {
      mode_t mode = (flags & (O_CREAT | O_TMPFILE)) ? (mode_t)va_arg(rest, int) : 0;
      char buffer[64];
      return (int)syscall(SYS_openat, AT_FDCWD, redirected(path, buffer, sizeof buffer), flags, mode);
    }

    int open(const char *path, int flags, ...) {
      va_list rest;
      va_start(rest, flags);
      int fd = opened(path, flags, rest);
      va_end(rest);
      return fd;
    }

    int open64(const char *path, int flags, ...) {
      va_list rest;
      va_start(rest, flags);
      int fd = opened(path, flags, rest);
      va_end(rest);
      return fd;
    }

    """

  /// Copies the library into `folder` (where the program may read it) for a program run
  /// under `sandbox`, and returns the environment that preloads it: empty where no library
  /// is needed (other layers) or none could be built.
  static func preload(into folder: String, sandbox: Sandbox, toolchain: Toolchain, cacheRoot: String?)
    -> [String: String]
  {
    guard sandbox.mode == .landlock,
      let built = ClangLibrary.path(
        source: source, fileName: fileName, label: "threadstat", toolchain: toolchain,
        folder: cacheRoot.map { URL(fileURLWithPath: $0).appendingPathComponent("toolchain") })
    else { return [:] }
    let target = folder + "/" + fileName
    guard (try? FileManager.default.copyItem(atPath: built, toPath: target)) != nil else { return [:] }
    // Readable by `nobody` too, when the program runs as that user.
    FileMode.set(target, to: 0o644)
    return ["LD_PRELOAD": target]
  }
}
