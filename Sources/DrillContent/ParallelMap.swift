import Foundation

/// Maps an array on all cores, keeping the order: content files are parsed
/// independently, so a large library loads in parallel.
enum ParallelMap {
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let slots = Slots<Result>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
      slots.set(index, transform(elements[index]))
    }
    return slots.values()
  }

  /// One slot per element, each written once by one worker. `@unchecked
  /// Sendable` because the array is shared across workers; every access holds `lock`.
  private final class Slots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
      storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }

    func values() -> [Value] {
      lock.lock()
      defer { lock.unlock() }
      return storage.compactMap { $0 }
    }
  }
}
