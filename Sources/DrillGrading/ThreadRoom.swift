import Foundation

/// Raw memory a thread keeps between the texts it reads (issue 29 (a), session 33): a buffer is
/// taken from the thread while one text is read and given back after, so a reading inside another
/// makes its own; the thread keeps the larger of two, none over `largestKept` bytes, and frees it
/// when it ends. Each use has a room of its own: `ReadingScratch` (decoded scalars and offsets) and
/// `StatementReader.TokenRoom` (a sentence's tokens).
struct ThreadRoom: Sendable {
  /// A buffer's header: its room in bytes, before the room itself.
  static let header = 16
  /// The largest room, in bytes, the thread keeps between texts (a larger one is freed).
  let largestKept: Int
  private let key: pthread_key_t

  init(largestKept: Int) {
    self.largestKept = largestKept
    var key = pthread_key_t()
    pthread_key_create(&key) { buffer in free(buffer) }
    self.key = key
  }

  /// The thread's buffer when its room holds `bytes`, taken from the thread; else a new one.
  func take(atLeast bytes: Int) -> UnsafeMutableRawPointer {
    if let kept = pthread_getspecific(key), Self.room(of: kept) >= bytes {
      pthread_setspecific(key, nil)
      return UnsafeMutableRawPointer(mutating: kept)
    }
    return Self.made(bytes)
  }

  /// A new buffer with room for `bytes`, its header set.
  static func made(_ bytes: Int) -> UnsafeMutableRawPointer {
    guard let made = malloc(header + bytes) else { fatalError("out of memory") }
    made.storeBytes(of: bytes, as: Int.self)
    return made
  }

  /// The room of a buffer `made` (its header).
  static func room(of buffer: UnsafeRawPointer) -> Int { buffer.load(as: Int.self) }

  /// Keeps `buffer` as the thread's, or frees it or the smaller kept one.
  func keep(_ buffer: UnsafeMutableRawPointer) {
    let room = Self.room(of: buffer)
    guard room <= largestKept else { return free(buffer) }
    if let kept = pthread_getspecific(key) {
      guard room > Self.room(of: kept) else { return free(buffer) }
      free(UnsafeMutableRawPointer(mutating: kept))
    }
    pthread_setspecific(key, buffer)
  }
}
