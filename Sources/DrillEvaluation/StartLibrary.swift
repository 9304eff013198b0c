import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small shared library an immediate run loads (`-l`): the frontend opens it
/// after compiling, just before the program's `main`, so its constructor marks
/// where compiling ends and the program begins. It sets the process limit the wait
/// file holds (if any), writes `marker` to standard error, then waits until swiftdrill has removed the sources (and with them the
/// file `waitFile`), moves to the run folder and closes every descriptor but the
/// three streams (the compiler's open files). No code of the program runs
/// before that: what came before the marker is the compiler's, the sources are
/// gone, and the program's time limit starts there.
enum StartLibrary {
  /// The library's name for `-l`.
  static let name = "swiftdrillstart"
  static let fileName = "lib\(name).so"
  /// The file the constructor waits for swiftdrill to remove (in the sources folder).
  static let waitFile = ".swiftdrill-wait"
  /// Bytes that never occur in the compiler's output: swiftdrill writes sources
  /// as UTF-8, and 0xFF is never part of UTF-8.
  static let marker: [UInt8] = [0x0A, 0xFF, 0xFE] + Array("swiftdrill-start".utf8) + [0xFE, 0xFF, 0x0A]

  /// Exit status when the start could not be handed over (swiftdrill never
  /// answered, or the constructor failed): the run is repeated the classic way.
  static let failureStatus: Int32 = 124

  static var source: String {
    // Spelled by hand: `String(format:)` costs ≈ 1.5 ms of CPU here (a code answer's path).
    let digits = Array("0123456789abcdef")
    let bytes = marker.map { "\\x" + String(digits[Int($0 >> 4)]) + String(digits[Int($0 & 0x0F)]) }.joined()
    return """
      #include <fcntl.h>
      #include <sys/resource.h>
      #include <sys/syscall.h>
      #include <time.h>
      #include <unistd.h>
      __attribute__((constructor)) static void swiftdrill_start(void) {
        static const char marker[] = "\(bytes)";
        /* The wait file may hold the program's process limit (RLIMIT_NPROC): set here, in
           bubblewrap's user namespace, where it counts; swiftdrill checks it at the marker. */
        char limit[24] = {0};
        int file = open("\(waitFile)", O_RDONLY | O_CLOEXEC);
        if (file < 0 || read(file, limit, sizeof limit - 1) < 0) _exit(\(failureStatus));
        close(file);
        if (limit[0]) {
          rlim_t processes = 0;
          for (const char *digit = limit; *digit >= '0' && *digit <= '9'; digit++) processes = processes * 10 + (rlim_t)(*digit - '0');
          struct rlimit bound = {processes, processes};
          if (processes == 0 || setrlimit(RLIMIT_NPROC, &bound) != 0) _exit(\(failureStatus));
        }
        if (write(2, marker, sizeof marker - 1) != (ssize_t)(sizeof marker - 1)) _exit(\(failureStatus));
        struct timespec pause = {0, 500000};
        for (long waited = 0; access("\(waitFile)", F_OK) == 0; waited++) {
          if (waited > 120000) _exit(\(failureStatus));
          nanosleep(&pause, 0);
        }
        if (chdir("..") != 0) _exit(\(failureStatus));
        /* The program gets its three streams only, as a linked one does: not the compiler's files. */
      #ifdef SYS_close_range
        if (syscall(SYS_close_range, 3, ~0U, 0) == 0) return;
      #endif
        for (int fd = 3; fd < 65536; fd++) close(fd);
      }

      """
  }

  /// The library built by `toolchain`'s clang into `folder` (or a private temporary
  /// folder), reused while its source is unchanged; nil when it cannot be built.
  static func path(toolchain: Toolchain, folder: URL?) -> String? {
    ClangLibrary.path(
      source: source, fileName: fileName, label: "start", toolchain: toolchain, folder: folder)
  }
}
