import Foundation

/// The room each thread keeps for the reader's decoded scalars and their offsets (issue 29 (a),
/// session 33): `StatementReader.scalarPieces` made two arrays per non-ASCII text, a scalar and
/// an offset per scalar, past `malloc`'s small bins for most Answers and prompts (some 1,050
/// instructions each with their `free`, 23,854 of them on the unicode bank). The thread's buffer
/// is taken while a text is read and given back after, so a reading inside another (none does
/// today) would make its own; it is freed when the thread ends.
enum ReadingScratch {
  /// The largest room a thread keeps between texts (a larger one is freed after its text).
  static let largestKept = 1 << 20
  private static let room = ThreadRoom(largestKept: largestKept)

  /// Calls `body` with room for `count` scalars and `count + 1` offsets, uninitialized: the
  /// thread's buffer when it is large enough, else a new one (kept after when it is not too large).
  static func withRoom<Result>(
    scalars count: Int,
    _ body: (UnsafeMutablePointer<Unicode.Scalar>, UnsafeMutablePointer<Int>) -> Result
  ) -> Result {
    // The offsets first (eight-byte aligned at the buffer's start), then the scalars.
    let offsetBytes = (count + 1) * MemoryLayout<Int>.stride
    let bytes = offsetBytes + count * MemoryLayout<Unicode.Scalar>.stride
    let buffer = room.take(atLeast: bytes)
    let start = buffer + ThreadRoom.header
    let offsets = start.bindMemory(to: Int.self, capacity: count + 1)
    let scalars = (start + offsetBytes).bindMemory(to: Unicode.Scalar.self, capacity: count)
    let result = body(scalars, offsets)
    room.keep(buffer)
    return result
  }
}
