import CStemmer

/// The Snowball English stemmer (libstemmer): `copies`, `copied`, `copying` → `copi`.
///
/// One C handle, owned here and freed on deinit. libstemmer writes each result into
/// the handle's own buffer, so a stemmer must not be shared between threads: it is
/// not `Sendable`, and each grading makes its own (`sb_stemmer_new` costs microseconds).
package final class SnowballStemmer {
  private let handle: OpaquePointer?
  private var cache: [String: String] = [:]

  package init() {
    handle = sb_stemmer_new("english", "UTF_8")
  }

  deinit {
    if let handle { sb_stemmer_delete(handle) }
  }

  /// The stem of a lowercased word; the word itself when libstemmer is unusable.
  package func stem(_ word: String) -> String {
    if let known = cache[word] { return known }
    guard let handle else { return word }
    var bytes = Array(word.utf8)
    let stemmed: String? = bytes.withUnsafeMutableBufferPointer { buffer in
      guard let result = sb_stemmer_stem(handle, buffer.baseAddress, Int32(buffer.count)) else { return nil }
      let length = Int(sb_stemmer_length(handle))
      return String(decoding: UnsafeBufferPointer(start: result, count: length), as: UTF8.self)
    }
    let stem = stemmed ?? word
    cache[word] = stem
    return stem
  }
}
