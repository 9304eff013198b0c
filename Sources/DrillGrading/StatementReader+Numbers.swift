/// Numbers said aloud (session 26, s26-grading59): a spoken answer says "forty-four by forty-four
/// points", "iOS seventeen", "four twenty-nine", "zero point five", where a key point writes "44
/// by 44 points", "iOS 17", "429", "0.5". The reader makes both one word: each number said in
/// words becomes its digits ("44"), in a key point, an answer and a lexicon entry alike, and a
/// number written with digits is read whole ("17.2", "4,096", "200MB" as "200" and "mb", "90%" as
/// "90" and "percent"). `one` said alone stays a word (a pronoun as often as a number: "the one
/// that becomes nil"), as does `a`; both are numbers only inside one ("one hundred", "one
/// eighty", "one point two", "a hundred").
extension StatementReader {
  static let numberUnits: [String: Int] = [
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9,
  ]
  static let numberTeens: [String: Int] = [
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
  ]
  static let numberTens: [String: Int] = [
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90,
  ]
  static let numberScales: [String: Int] = ["thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000]
  /// `zero` said as a digit inside a number ("four oh four").
  static let numberNoughts: Set<String> = ["oh", "zero"]
  /// The words a number said aloud may start with (`a` only before `hundred` or a scale).
  static let numberStarts: Set<String> = Set(numberUnits.keys).union(numberTeens.keys).union(numberTens.keys)
    .union(numberScales.keys).union(["hundred", "a"])
  /// Units written after digits without a space ("200MB", "16ms", "120Hz"): read as two words.
  static let gluedUnits: Set<String> = ["ms", "kb", "mb", "gb", "tb", "hz", "khz", "fps", "px", "pt", "km"]
  /// Units said in full, as their symbols: the word a number's slot is named by
  /// (`KeyPointMatcher.slots`: "64 kilobytes" fills the slot of "4 KB"). The lexicon makes them
  /// one concept for a touch.
  static let unitSymbols: [String: String] = [
    "millisecond": "ms", "milliseconds": "ms", "kilobyte": "kb", "kilobytes": "kb", "megabyte": "mb",
    "megabytes": "mb", "gigabyte": "gb", "gigabytes": "gb", "hertz": "hz", "kilometre": "km", "kilometres": "km",
    "kilometer": "km", "kilometers": "km",
  ]

  /// The number said in words from `words[start]` (lowercased words; an empty one is no word):
  /// where it ends and its digits, or nil. A cardinal ("forty-four", "two hundred and twelve",
  /// "a hundred", "four thousand ninety six"), a digit before two ("four twenty-nine" is 429, "one
  /// eighty" 180) or said one by one with `oh` ("four oh four"), then a decimal part ("zero point
  /// five", "six point two", "two point three point one"). `one` alone is none.
  static func spokenNumber(_ words: [String], at start: Int) -> (end: Int, text: String)? {
    enum Said { case none, unit, teen, tens, hundred, scale }
    let count = words.count
    var (index, total, current, said) = (start, 0, 0, Said.none)
    func word(_ offset: Int) -> String { index + offset < count ? words[index + offset] : "" }
    func below100(_ word: String) -> Bool {
      numberTeens[word] != nil || numberTens[word] != nil || (numberUnits[word] ?? 0) > 0
    }
    if word(0) == "a" || word(0) == "an" {
      guard word(1) == "hundred" || numberScales[word(1)] != nil else { return nil }
      (current, said, index) = (1, .unit, index + 1)
    }
    while index < count {
      let word = words[index]
      if let value = numberUnits[word] {
        guard said == .none || (value > 0 && [.tens, .hundred, .scale].contains(said)) else { break }
        (current, said) = (current + value, .unit)
      } else if let value = numberTeens[word] ?? numberTens[word] {
        guard [.none, .hundred, .scale].contains(said) else { break }
        (current, said) = (current + value, numberTeens[word] != nil ? .teen : .tens)
      } else if word == "hundred" {
        guard [.none, .unit, .teen].contains(said), current < 100 else { break }
        (current, said) = (max(current, 1) * 100, .hundred)
      } else if let scale = numberScales[word] {
        guard said != .scale else { break }
        (total, current, said) = (total + max(current, 1) * scale, 0, .scale)
      } else if word == "and", said == .hundred || said == .scale, index + 1 < count, below100(words[index + 1]) {
        index += 1
        continue
      } else {
        break
      }
      index += 1
    }
    if index == start { return nil }
    var text = String(total + current)
    let single = index == start + 1 && said == .unit
    // A digit before a number below a hundred ("four twenty-nine", "one eighty"), or digits said
    // one by one with `oh` for zero ("four oh four", "five oh three").
    if single, current > 0, numberTeens[word(0)] != nil || numberTens[word(0)] != nil {
      var tail = numberTeens[word(0)] ?? numberTens[word(0)]!
      index += 1
      if tail >= 20, let unit = numberUnits[word(0)], unit > 0 {
        tail += unit
        index += 1
      }
      text = String(current * 100 + tail)
    } else if single, current > 0, numberNoughts.contains(word(0)) {
      var digits = text
      var end = index
      while end < count, digits.count < 4, let digit = numberNoughts.contains(words[end]) ? 0 : numberUnits[words[end]] {
        digits += String(digit)
        end += 1
      }
      if digits.count >= 3 { (text, index) = (digits, end) }
    }
    // A decimal part, or a version's parts: "point" and digits said one by one.
    while word(0) == "point", numberUnits[word(1)] != nil || word(1) == "oh" {
      text += "."
      index += 1
      while let digit = word(0) == "oh" ? 0 : numberUnits[word(0)] {
        text += String(digit)
        index += 1
      }
    }
    // `one` said alone is a pronoun as often as a number.
    if index == start + 1, words[start] == "one" { return nil }
    if s59KeepDigitWords, index == start + 1, numberUnits[words[start]] != nil { return nil }
    return (index, text)
  }
}

extension StatementReader {
  /// Whether `text` is digits, with a `.` between two of them.
  static func isDigits(_ text: String) -> Bool {
    guard let first = text.utf8.first, first >= 0x30, first <= 0x39 else { return false }
    return text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }
  }

  /// `tokens` (one sentence of `text`) with its numbers read whole: a number said in words as
  /// its digits (`spokenNumber`), digits joined across a `.` ("17.2", "2.3.1") or a thousands
  /// comma ("4,096"), a unit glued to digits as a word of its own ("200MB"), and `%` after digits
  /// as the word `percent`. A number word inside code stays as it is written.
  static func readingNumbers(_ tokens: [Token], in text: String) -> [Token] {
    func isWord(_ token: Token) -> Bool { token.kind == .word && !token.inCode }
    guard
      tokens.contains(where: {
        $0.kind == .word && ($0.text.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false)
          || isWord($0) && numberStarts.contains($0.text)
      })
    else { return tokens }
    // Only the text between two tokens, if the second starts where the first ends or later.
    func between(_ first: Token, _ second: Token) -> Substring? {
      first.range.upperBound <= second.range.lowerBound ? text[first.range.upperBound..<second.range.lowerBound] : nil
    }
    let words = tokens.map { isWord($0) ? $0.text : "" }
    var read: [Token] = []
    read.reserveCapacity(tokens.count + 1)
    var index = 0
    while index < tokens.count {
      var token = tokens[index]
      if !s59NoSpoken, isWord(token), numberStarts.contains(token.text), let number = spokenNumber(words, at: index) {
        token.text = number.text
        token.range = token.range.lowerBound..<tokens[number.end - 1].range.upperBound
        (token.capitalized, token.inName) = (false, false)
        read.append(token)
        index = number.end
        continue
      }
      index += 1
      guard token.kind == .word, token.text.utf8.first.map({ $0 >= 0x30 && $0 <= 0x39 }) == true else {
        read.append(token)
        continue
      }
      // "17.2", "2.3.1", "4,096": one number.
      while index < tokens.count, isDigits(token.text) {
        let next = tokens[index]
        if next.kind == .word, isDigits(next.text), between(token, next) == "." {
          token.text += "." + next.text
        } else if !s59NoThousands, next.kind == .comma, next.text == ",", index + 1 < tokens.count,
          !token.text.contains("."), token.text.count <= 3, between(token, next) == "",
          tokens[index + 1].text.count == 3, isDigits(tokens[index + 1].text), !tokens[index + 1].text.contains("."),
          between(next, tokens[index + 1]) == ""
        {
          token.text += tokens[index + 1].text
          index += 1
        } else {
          break
        }
        token.range = token.range.lowerBound..<tokens[index].range.upperBound
        index += 1
      }
      // "200MB", "16ms": digits and a unit.
      if let split = token.text.firstIndex(where: { !$0.isNumber && $0 != "." }), split > token.text.startIndex,
        gluedUnits.contains(String(token.text[split...])), isDigits(String(token.text[..<split]))
      {
        var unit = token
        (token.text, unit.text) = (String(token.text[..<split]), String(token.text[split...]))
        read.append(token)
        read.append(unit)
        continue
      }
      read.append(token)
      if isDigits(token.text), text[token.range.upperBound...].first == "%" {
        var percent = token
        percent.text = "percent"
        read.append(percent)
      }
    }
    return read
  }
}

import Foundation
let s59NoThousands = ProcessInfo.processInfo.environment["S59_NOTHOUSANDS"] != nil
let s59KeepDigitWords = ProcessInfo.processInfo.environment["S59_KEEPWORDS"] != nil
let s59ShortDigits = ProcessInfo.processInfo.environment["S59_SHORTDIGITS"] != nil
let s59HalfNumbers = ProcessInfo.processInfo.environment["S59_HALF"] != nil
let s59NoSpoken = ProcessInfo.processInfo.environment["S59_NOSPOKEN"] != nil
let s59NoSlotParse = ProcessInfo.processInfo.environment["S59_NOSLOTPARSE"] != nil
