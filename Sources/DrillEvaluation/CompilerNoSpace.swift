import Foundation

/// The compiler's own report that it could not write its files for want of space (session 52's
/// tryout, finding 7): a full disk under the module cache or the run's folder made right code
/// "does not compile", recorded as a miss. Such a failure is the machine's, not the code's.
///
/// Only unlocated diagnostics count (`<unknown>:0: error: …`, `error: …`, `LLVM ERROR: …`, the
/// linker's `…: final link failed: …`): a learner's error is located in their file, and the
/// source lines the compiler quotes are indented behind a gutter, so a string literal holding the
/// same words is never taken for it.
enum CompilerNoSpace {
  /// The system's words for ENOSPC and EDQUOT, as the compiler and the linker print them.
  static let reasons = ["No space left on device", "Disk quota exceeded"]

  /// The file the compiler could not write (or "the compiler's files" when no path is named),
  /// when `output` holds an unlocated no-space diagnostic; nil otherwise.
  static func place(in output: String) -> String? {
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
      guard isUnlocated(line), reasons.contains(where: { line.contains($0) }) else { continue }
      return quotedPath(in: line) ?? "the compiler's files"
    }
    return nil
  }

  /// Throws `.noSpace` when `result` is a compile that failed for want of space.
  static func check(_ result: CodeRunResult) throws(CodeRunnerError) {
    if case .compileFailed(let failure) = result, let place = place(in: failure.output) {
      throw .noSpace(path: place)
    }
  }

  private static func isUnlocated(_ line: Substring) -> Bool {
    ["<unknown>:0: error: ", "error: ", "LLVM ERROR: "].contains { line.hasPrefix($0) }
      || (line.hasPrefix("/") && line.contains(": final link failed: "))
  }

  /// The first `'/…'` in `line`.
  private static func quotedPath(in line: Substring) -> String? {
    let pieces = line.split(separator: "'", omittingEmptySubsequences: false)
    return pieces.enumerated().first { $0.offset % 2 == 1 && $0.element.hasPrefix("/") }.map {
      String($0.element)
    }
  }
}
