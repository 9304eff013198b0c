import CStemmer
import Synchronization

/// The Snowball English stemmer (libstemmer): `copies`, `copied`, `copying` → `copi`.
///
/// One C handle, owned here and freed on deinit. libstemmer writes each result into
/// the handle's own buffer, so a stemmer must not be shared between threads: it is
/// not `Sendable`, and each grading makes its own (`sb_stemmer_new` costs microseconds).
package final class SnowballStemmer {
  /// Opened on the first word no stemmer of this process has stemmed yet.
  private var handle: OpaquePointer?
  private var opened = false
  private var cache: [String: String] = [:]
  /// Stems already computed in this process, by any stemmer (a stem depends on the word
  /// alone): a grading reads the same words as the gradings before it. Bounded, so that a
  /// hostile pack of distinct words cannot grow it without end.
  private static let known = Mutex<[String: String]>([:])
  static let knownLimit = 50_000

  package init() {}

  deinit {
    if let handle { sb_stemmer_delete(handle) }
  }

  /// The stem of a lowercased word; the word itself when libstemmer is unusable.
  package func stem(_ word: String) -> String {
    if let known = cache[word] { return known }
    if let shared = Self.known.withLock({ $0[word] }) {
      cache[word] = shared
      return shared
    }
    if !opened {
      opened = true
      handle = sb_stemmer_new("english", "UTF_8")
    }
    guard let handle else { return word }
    var bytes = Array(word.utf8)
    let stemmed: String? = bytes.withUnsafeMutableBufferPointer { buffer in
      guard let result = sb_stemmer_stem(handle, buffer.baseAddress, Int32(buffer.count)) else { return nil }
      let length = Int(sb_stemmer_length(handle))
      return String(decoding: UnsafeBufferPointer(start: result, count: length), as: UTF8.self)
    }
    let stem = stemmed ?? word
    cache[word] = stem
    if stemmed != nil {
      Self.known.withLock { known in
        if known.count < Self.knownLimit { known[word] = stem }
      }
    }
    return stem
  }
}
