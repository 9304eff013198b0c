import CEditLine

/// Waits until standard input has something to read, or Ctrl-C comes, before `Swift.readLine`
/// blocks in the C library's `getline`: a SIGINT (its handler has no SA_RESTART) that cut the
/// read there never came back out of `getline`, and a piped `quiz` spun on the CPU until killed
/// (session 53: a quiz reading a pipe whose writer stayed open, then `kill -INT`).
enum StandardInputWait {
  /// False when Ctrl-C came while nothing was there to read; true when a read will not block
  /// for long (a line, a part of one, or the end of the input).
  static func untilReadable() -> Bool {
    swiftdrill_stdin_wait { Interrupts.isPending ? 1 : 0 } != 0
  }
}
