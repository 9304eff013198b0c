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
  ///
  /// A word new to this stemmer is looked up in `cache` and in `known` once each, its stem put
  /// in the slot found (issue 29 (a), s33-checkfast34: a word new to both was hashed four times,
  /// looked up then stored in each; the lexicon's parse stems 2,700 such words per process),
  /// and stemmed from its own bytes, not from a copy of them in an array.
  package func stem(_ word: String) -> String {
    Self.filled(&cache[word]) { sharedStem(word) } ?? word
  }

  /// `word`'s stem from `known`, or stemmed here and kept in `known` while it has room; nil when
  /// libstemmer is unusable.
  private func sharedStem(_ word: String) -> String? {
    Self.known.withLock { known in
      known.count < Self.knownLimit
        ? Self.filled(&known[word]) { stemmed(word) } : known[word] ?? stemmed(word)
    }
  }

  /// The value in `slot`, or `make()`'s put in it (nil: nothing put): one lookup of a dictionary's
  /// key through its `_modify` accessor, where reading then writing the key hashed it twice.
  @inline(__always)
  private static func filled(_ slot: inout String?, _ make: () -> String?) -> String? {
    if let value = slot { return value }
    let value = make()
    if value != nil { slot = value }
    return value
  }

  /// libstemmer's stem of `word`; nil when it is unusable.
  private func stemmed(_ word: String) -> String? {
    if !opened {
      opened = true
      handle = sb_stemmer_new("english", "UTF_8")
    }
    guard let handle else { return nil }
    var word = word
    return word.withUTF8 { bytes -> String? in
      var none: UInt8 = 0
      let result: UnsafePointer<sb_symbol>? =
        if let start = bytes.baseAddress {
          sb_stemmer_stem(handle, start, Int32(bytes.count))
        } else {
          sb_stemmer_stem(handle, &none, 0)
        }
      guard let result else { return nil }
      return String(
        decoding: UnsafeBufferPointer(start: result, count: Int(sb_stemmer_length(handle))), as: UTF8.self)
    }
  }
}
