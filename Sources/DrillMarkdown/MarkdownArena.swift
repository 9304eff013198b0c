import CMarkGFM
import Foundation

/// A bump allocator for one cmark-gfm parse: the parse makes some 8,000
/// small allocations per thousand lines and frees every one of them after the
/// blocks are copied out, and `calloc` and `free` were a third of cmark's time.
/// Here an allocation is a pointer bump and `free` does nothing; the arena's
/// few large chunks go back to the system when the arena is released.
///
/// cmark's allocator functions take no context, so they find the arena of the
/// calling thread in thread-specific storage, set only inside `serve`. Every
/// block carries a header saying whether the arena or the system allocated it,
/// so a block from either is freed the right way. The arena's state lives in
/// manually allocated memory, not in class properties: the functions run
/// 100,000 times a second and must not pay for exclusivity checks.
final class MarkdownArena {
  /// Larger inputs parse with the system allocator: the arena never reuses
  /// memory, and a parse allocates several times its input.
  static let maximumInput = 8 << 20

  /// Where the next block goes, where the current chunk ends, the latest
  /// block (which can grow in place) and the latest chunk (each chunk starts
  /// with a pointer to the one before).
  private struct State {
    var next: UnsafeMutableRawPointer?
    var end: UnsafeMutableRawPointer?
    var last: UnsafeMutableRawPointer?
    var chunk: UnsafeMutableRawPointer?
    var chunkSize: Int
  }

  /// The allocator to hand to `cmark_parser_new_with_mem`.
  let allocator: UnsafeMutablePointer<cmark_mem>
  private let state: UnsafeMutablePointer<State>

  /// An arena for parsing `inputBytes` bytes of Markdown.
  init(inputBytes: Int) {
    state = .allocate(capacity: 1)
    state.initialize(
      to: State(
        next: nil, end: nil, last: nil, chunk: nil, chunkSize: min(max(inputBytes * 4, 64 << 10), 4 << 20)))
    allocator = .allocate(capacity: 1)
    allocator.initialize(
      to: cmark_mem(
        calloc: { MarkdownArena.cmarkCalloc($0, $1) }, realloc: { MarkdownArena.cmarkRealloc($0, $1) },
        free: { MarkdownArena.cmarkFree($0) }))
  }

  deinit {
    // The largest chunk stays with this thread for its next parse (`takeSpare`): a fresh
    // chunk is fresh pages, and faulting them in cost as much as cmark's block parsing.
    var chunk = state.pointee.chunk
    var kept: UnsafeMutableRawPointer?
    while let current = chunk {
      chunk = current.load(as: UnsafeMutableRawPointer?.self)
      if let other = kept, Self.size(ofChunk: other) >= Self.size(ofChunk: current) {
        free(current)
      } else {
        if let other = kept { free(other) }
        kept = current
      }
    }
    if let kept { Self.keepSpare(kept) }
    state.deinitialize(count: 1)
    state.deallocate()
    allocator.deinitialize(count: 1)
    allocator.deallocate()
  }

  /// Runs `body` with this arena serving the allocations of `allocator` on
  /// this thread. Nothing cmark allocated through it may be used after `body`.
  func serve<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
    let previous = pthread_getspecific(Self.key)
    pthread_setspecific(Self.key, UnsafeRawPointer(state))
    defer { pthread_setspecific(Self.key, previous) }
    return body(allocator)
  }

  // MARK: - Blocks

  /// Bytes before each block (its size, and whether the system allocated it)
  /// and at the start of each chunk (the previous chunk).
  private static let headerSize = 16
  private static let fromArena: UInt64 = 0
  private static let fromSystem: UInt64 = 1

  private static func rounded(_ size: Int) -> Int { (size + 15) & ~15 }

  private static func allocate(_ size: Int, in state: UnsafeMutablePointer<State>) -> UnsafeMutableRawPointer?
  {
    let total = headerSize + rounded(size)
    if let next = state.pointee.next, let end = state.pointee.end, end - next >= total {
      return place(size, at: next, total: total, in: state)
    }
    let wanted = max(state.pointee.chunkSize, headerSize + total)
    guard let taken = takeSpare(atLeast: wanted) ?? malloc(wanted).map({ ($0, wanted) }) else { return nil }
    let (chunk, chunkSize) = taken
    chunk.storeBytes(of: state.pointee.chunk, as: UnsafeMutableRawPointer?.self)
    chunk.storeBytes(of: chunkSize, toByteOffset: 8, as: Int.self)
    state.pointee.chunk = chunk
    state.pointee.end = chunk + chunkSize
    return place(size, at: chunk + headerSize, total: total, in: state)
  }

  private static func place(
    _ size: Int, at start: UnsafeMutableRawPointer, total: Int, in state: UnsafeMutablePointer<State>
  ) -> UnsafeMutableRawPointer {
    start.storeBytes(of: UInt64(size), as: UInt64.self)
    start.storeBytes(of: fromArena, toByteOffset: 8, as: UInt64.self)
    let block = start + headerSize
    state.pointee.next = start + total
    state.pointee.last = block
    return block
  }

  private static func reallocate(
    _ block: UnsafeMutableRawPointer, to size: Int, in state: UnsafeMutablePointer<State>
  ) -> UnsafeMutableRawPointer? {
    let header = block - headerSize
    let oldSize = Int(header.load(as: UInt64.self))
    if block == state.pointee.last, let end = state.pointee.end, end - block >= rounded(size) {
      header.storeBytes(of: UInt64(size), as: UInt64.self)
      state.pointee.next = block + rounded(size)
      return block
    }
    if size <= oldSize { return block }
    guard let moved = allocate(size, in: state) else { return nil }
    moved.copyMemory(from: block, byteCount: oldSize)
    return moved
  }

  // MARK: - The spare chunk of each thread

  /// The chunk each thread keeps between parses (freed when the thread ends).
  private static let spareKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { chunk in free(chunk) }
    return key
  }()

  /// A chunk's size, stored after its link to the previous chunk.
  private static func size(ofChunk chunk: UnsafeMutableRawPointer) -> Int {
    chunk.load(fromByteOffset: 8, as: Int.self)
  }

  /// This thread's spare chunk when it holds `bytes`; it is no longer spare then.
  private static func takeSpare(atLeast bytes: Int) -> (UnsafeMutableRawPointer, Int)? {
    guard let spare = pthread_getspecific(spareKey),
      size(ofChunk: UnsafeMutableRawPointer(mutating: spare)) >= bytes
    else { return nil }
    pthread_setspecific(spareKey, nil)
    let chunk = UnsafeMutableRawPointer(mutating: spare)
    return (chunk, size(ofChunk: chunk))
  }

  /// Keeps `chunk` as this thread's spare (chunks over `maximumSpare` bytes are freed), or
  /// frees the smaller of it and the spare there is.
  private static func keepSpare(_ chunk: UnsafeMutableRawPointer) {
    guard size(ofChunk: chunk) <= maximumSpare else { return free(chunk) }
    if let spare = pthread_getspecific(spareKey) {
      let other = UnsafeMutableRawPointer(mutating: spare)
      guard size(ofChunk: chunk) > size(ofChunk: other) else { return free(chunk) }
      free(other)
    }
    pthread_setspecific(spareKey, chunk)
  }

  /// The largest chunk a thread keeps: the largest an arena asks for.
  private static let maximumSpare = 4 << 20

  // MARK: - cmark's allocator functions

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The state of the arena serving this thread, if any.
  private static var current: UnsafeMutablePointer<State>? {
    pthread_getspecific(key)?.assumingMemoryBound(to: State.self)
  }

  /// A block of `size` bytes from the system, with a header like the arena's.
  private static func systemAllocate(_ size: Int) -> UnsafeMutableRawPointer? {
    guard let start = malloc(headerSize + size) else { return nil }
    start.storeBytes(of: UInt64(size), as: UInt64.self)
    start.storeBytes(of: fromSystem, toByteOffset: 8, as: UInt64.self)
    return start + headerSize
  }

  private static func isFromSystem(_ block: UnsafeMutableRawPointer) -> Bool {
    (block - headerSize).load(fromByteOffset: 8, as: UInt64.self) == fromSystem
  }

  private static func cmarkCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
    guard !overflow, bytes <= Int.max / 2 else { return nil }
    let block = current.map { allocate(bytes, in: $0) } ?? systemAllocate(bytes)
    // memset, not `initializeMemory(as: UInt8.self, repeating: 0, …)`: the same zeros, but
    // unspecialized in a debug build that stores them a byte at a time through a value witness,
    // a tenth of a debug binary's first load of the bundled content (what most tests run).
    if let block { memset(block, 0, bytes) }
    return block
  }

  private static func cmarkRealloc(_ block: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer?
  {
    guard size <= Int.max / 2 else { return nil }
    guard let block else {
      return current.map { allocate(size, in: $0) } ?? systemAllocate(size)
    }
    if isFromSystem(block) {
      guard let start = realloc(block - headerSize, headerSize + size) else { return nil }
      start.storeBytes(of: UInt64(size), as: UInt64.self)
      return start + headerSize
    }
    // An arena block is only ever used inside `serve`, on the arena's thread.
    guard let state = current else { return nil }
    return reallocate(block, to: size, in: state)
  }

  private static func cmarkFree(_ block: UnsafeMutableRawPointer?) {
    guard let block, isFromSystem(block) else { return }
    free(block - headerSize)
  }
}
