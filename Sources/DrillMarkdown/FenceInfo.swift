import Foundation

/// The info string of a code fence: a language and `{flags}` such as `{fails}`.
package struct FenceInfo: Sendable, Hashable {
  /// The first word, lowercased (`swift`, `output`), or empty.
  package var language: String
  /// Words written inside braces, lowercased up to an `=`: a setting's value
  /// keeps its case (`default-isolation=MainActor`).
  package var flags: [String]

  package init(_ info: String) {
    // Nearly every fence is one lowercase word (`swift`, `output`): that is the language.
    if !info.isEmpty, info.utf8.allSatisfy(Self.isPlainWordByte) {
      (language, flags) = (info, [])
      return
    }
    let bytes = Array(info.utf8)
    (language, flags) = bytes.allSatisfy({ $0 < 0x80 }) ? Self.asciiParts(bytes) : Self.parts(info)
  }

  /// A byte that neither splits nor trims a word and that lowercasing keeps.
  private static func isPlainWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
      UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "#"):
      true
    default: false
    }
  }

  private static func parts(_ info: String) -> (language: String, flags: [String]) {
    var words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    var language = words.first.map(String.init) ?? ""
    if !words.isEmpty { words.removeFirst() }
    var flags: [String] = []
    for word in words {
      let trimmed = word.trimmingCharacters(in: ["{", "}", ","])
      if !trimmed.isEmpty { flags.append(lowercasedKey(trimmed)) }
    }
    // `swift{fails}` with no space still names the language and the flag.
    if let brace = language.firstIndex(of: "{") {
      let tail = language[brace...].trimmingCharacters(in: ["{", "}", ","])
      if !tail.isEmpty { flags.insert(lowercasedKey(tail), at: 0) }
      language = String(language[..<brace])
    }
    return (language.lowercased(), flags)
  }

  /// A flag lowercased up to its first `=`, the value after it as written.
  private static func lowercasedKey(_ word: String) -> String {
    guard let equals = word.firstIndex(of: "=") else { return word.lowercased() }
    return word[..<equals].lowercased() + word[equals...]
  }

  /// The same steps as `parts` on an ASCII info string, where every character is one byte.
  private static func asciiParts(_ bytes: [UInt8]) -> (language: String, flags: [String]) {
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    let isTrimmed = { (byte: UInt8) in
      byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ",")
    }
    func lowercased(_ word: ArraySlice<UInt8>) -> String {
      // Up to an `=` only: a setting's value keeps its case.
      let key = word.firstIndex(of: UInt8(ascii: "=")) ?? word.endIndex
      return String(
        decoding: word[..<key].lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 } + word[key...],
        as: UTF8.self)
    }
    func trimmed(_ word: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
      var low = word.startIndex
      var high = word.endIndex
      while low < high, isTrimmed(word[low]) { low += 1 }
      while high > low, isTrimmed(word[high - 1]) { high -= 1 }
      return word[low..<high]
    }
    let words = bytes.split(whereSeparator: isBlank)
    var language = words.first ?? []
    var flags: [String] = []
    for word in words.dropFirst() {
      let flag = trimmed(word)
      if !flag.isEmpty { flags.append(lowercased(flag)) }
    }
    // `swift{fails}` with no space still names the language and the flag.
    if let brace = language.firstIndex(of: UInt8(ascii: "{")) {
      let tail = trimmed(language[brace...])
      if !tail.isEmpty { flags.insert(lowercased(tail), at: 0) }
      language = language[..<brace]
    }
    return (lowercased(language), flags)
  }

  package var isSwift: Bool { language == "swift" }
  package var isOutput: Bool { language == "output" }
  /// An ```error or ```warning block: the compiler's words about the block before.
  package var isCompilerMessage: Bool { language == "error" || language == "warning" }

  /// The heading a learner sees above an ```error or ```warning block.
  package var compilerMessageLabel: String? {
    switch language {
    case "error": "Compiler error:"
    case "warning": "Compiler warning:"
    default: nil
    }
  }

  /// The role of a {file=…} or {module=…} block; nil for an ordinary block (and for a
  /// role word `check` reports as wrong).
  package var companionRole: CompanionCode.Role? { try? CompanionCode.Role.parse(flags).get() }

  /// The label a question's prompt shows: how the code is compiled (a file, a module,
  /// the settings), never what it claims, which is often what the question asks.
  package var contextLabel: String? {
    if companionRole != nil { return label }
    let settings = flags.filter(CompilerSetting.isSetting)
    return settings.isEmpty ? nil : "compiled with " + settings.joined(separator: ", ")
  }

  /// The small label shown above the block, if its claim is worth telling:
  /// `✗ does not compile`, `file Vault.swift`, `module Legacy`, and the compiler
  /// settings it needs.
  package var label: String? {
    let settings = flags.filter(CompilerSetting.isSetting)
    if let role = companionRole {
      return role.description
        + (settings.isEmpty ? "" : ", compiled with " + settings.joined(separator: ", "))
    }
    // Under a sanitizer, {traps} claims the sanitizer's report, not a Swift trap.
    let trap =
      settings.contains { $0.hasPrefix("sanitize=") } ? "✗ reported at runtime" : "✗ traps at runtime"
    let claim = flags.contains("fails") ? "✗ does not compile" : flags.contains("traps") ? trap : nil
    let quiet = flags.contains(Self.noWarnings)
    guard !settings.isEmpty else {
      guard quiet else { return claim }
      return claim.map { $0 + ", no compiler warnings" } ?? "compiles with no warnings"
    }
    return (claim.map { $0 + " with " } ?? "compiled with ") + settings.joined(separator: ", ")
      + (quiet ? ", no warnings" : "")
  }

  /// The fence word claiming a compile with no warning at all.
  package static let noWarnings = "nowarnings"
  /// The marks that say what a block does: at most one per block.
  package static let claimMarks = ["fails", "traps", "norun"]
}
