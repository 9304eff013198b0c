import Foundation

extension StatementReader {
  /// The tokens of the sentence `unitSentences` is reading (issue 29 (a), session 33): one
  /// buffer for all of a text's sentences, each sentence moved out of it into an array of its
  /// own count when it ends. A sentence's array started with room for 32 tokens (1.8 KB, past
  /// `malloc`'s small bins) and the next sentence made another as large when it cleared the
  /// array the last one kept; a sentence's array is now as large as its tokens, and its tokens
  /// moved, not retained one by one. The buffer is the thread's (as `ReadingScratch`'s room is):
  /// taken while a text is read and given back after (`giveBack()`, once), so a reading inside
  /// another makes its own; up to `largestKept` tokens kept, freed when the thread ends.
  struct TokenRoom {
    /// The buffer (`ThreadRoom`: its room in bytes, then the tokens).
    private var buffer: UnsafeMutableRawPointer
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int
    /// The room made when the thread has none.
    static let firstCapacity = 64
    /// The largest room a thread keeps between texts, in tokens.
    static let largestKept = 4096
    private static let room = ThreadRoom(largestKept: largestKept * MemoryLayout<Token>.stride)

    /// The thread's room, taken from it, or a new one.
    init() {
      buffer = Self.room.take(atLeast: Self.firstCapacity * MemoryLayout<Token>.stride)
      capacity = ThreadRoom.room(of: buffer) / MemoryLayout<Token>.stride
      base = (buffer + ThreadRoom.header).bindMemory(to: Token.self, capacity: capacity)
    }

    var isEmpty: Bool { count == 0 }

    /// The tokens read so far, in place (valid until the next change).
    var tokens: UnsafeBufferPointer<Token> { UnsafeBufferPointer(start: base, count: count) }

    mutating func append(_ token: consuming Token) {
      if count == capacity { grow(to: capacity * 2) }
      (base + count).initialize(to: token)
      count += 1
    }

    mutating func append(contentsOf tokens: [Token]) {
      if count + tokens.count > capacity { grow(to: Swift.max(capacity * 2, count + tokens.count)) }
      for token in tokens {
        (base + count).initialize(to: token)
        count += 1
      }
    }

    /// The tokens, moved into an array of their count; the room is left empty.
    mutating func take() -> [Token] {
      let moved = count
      count = 0
      guard moved > 0 else { return [] }
      let from = base
      return [Token](unsafeUninitializedCapacity: moved) { tokens, initialized in
        tokens.baseAddress!.moveInitialize(from: from, count: moved)
        initialized = moved
      }
    }

    private mutating func grow(to size: Int) {
      let larger = ThreadRoom.made(size * MemoryLayout<Token>.stride)
      let tokens = (larger + ThreadRoom.header).bindMemory(to: Token.self, capacity: size)
      tokens.moveInitialize(from: base, count: count)
      free(buffer)
      (buffer, base, capacity) = (larger, tokens, size)
    }

    /// Lets go of the tokens left and gives the buffer back to the thread (or frees it, or the
    /// smaller one a reading inside this one kept).
    mutating func giveBack() {
      base.deinitialize(count: count)
      count = 0
      Self.room.keep(buffer)
    }
  }
}
