import Foundation

/// The info string of a code fence: a language and `{flags}` such as `{fails}`.
struct FenceInfo: Sendable, Hashable {
  /// The first word, lowercased (`swift`, `output`), or empty.
  var language: String
  /// Words written inside braces, lowercased.
  var flags: [String]

  init(_ info: String) {
    var words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    language = words.first.map { $0.lowercased() } ?? ""
    if !words.isEmpty { words.removeFirst() }
    var flags: [String] = []
    for word in words {
      let trimmed = word.trimmingCharacters(in: ["{", "}", ","])
      if !trimmed.isEmpty { flags.append(trimmed.lowercased()) }
    }
    // `swift{fails}` with no space still names the language and the flag.
    if let brace = language.firstIndex(of: "{") {
      let tail = language[brace...].trimmingCharacters(in: ["{", "}", ","])
      if !tail.isEmpty { flags.insert(tail, at: 0) }
      language = String(language[..<brace])
    }
    self.flags = flags
  }

  var isSwift: Bool { language == "swift" }
}
