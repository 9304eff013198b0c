extension StatementReader {
  // MARK: what a likeness names (session 31, s31-grading85)

  /// Words before `like` that make it a likeness of the clause's subject ("weak is like a
  /// parent", "it behaves like a copy"): a copula or a verb of seeming, or a pronoun that a
  /// contracted copula followed ("it's like", "that's like": the reader keeps `it`, `that`).
  static let likeningWords: Set<String> = [
    "is", "are", "was", "were", "acts", "act", "behaves", "behave", "looks", "look", "feels", "seems",
    "sounds", "it", "that", "this",
  ]

  /// What a word is to a likeness: `like`, a word of `likeningWords`, or a word of a two-word
  /// opener ("as if", "as though", "similar to", "compared to", "compared with", "akin to"): what
  /// follows is what the subject is likened to. Worked out once per text (`WordInfo.likeness`):
  /// `likened` asks it of every word of every clause, and comparing each word's text with the
  /// openers' cost 50.8 M of `check` on a 10,000-question bank (issue 29 (a), session 31).
  enum LikenessWord: UInt8, Sendable {
    case other, like, likening, asWord, similar, compared, ifOrThough, to, with

    init(_ text: String) {
      switch text {
      case "like": self = .like
      case "as": self = .asWord
      case "similar", "akin": self = .similar
      case "compared": self = .compared
      case "if", "though": self = .ifOrThough
      case "to": self = .to
      case "with": self = .with
      default: self = likeningWords.contains(text) ? .likening : .other
      }
    }

    /// Whether this word, before a word that is `next` to a likeness, opens a two-word one.
    func opensPair(before next: LikenessWord) -> Bool {
      switch self {
      case .asWord: next == .ifOrThough
      case .similar: next == .to
      case .compared: next == .to || next == .with
      default: false
      }
    }
  }

  /// For each of `tokens`, whether it stands inside a likeness ("weak is like a parent that owns
  /// the child", "it acts as if I'd made a copy", "compared with a class"): after the opener's
  /// first word, up to the next comma. What a likeness names is said of what the subject is
  /// likened to, not of the subject, so it tells nothing of the claim's polarity: its concepts
  /// are read as what a comparison's `than` names (`Concept.compared`). `like` opens one only
  /// after a copula, a verb of seeming or a pronoun (`likeningWords`): after a noun it names an
  /// example, part of the claim ("system alerts like permission prompts can't …"), and "just
  /// like", "exactly like" or "works like" carry the claim in wrong answers as often as not
  /// ("it waits, exactly like wait for timeout"). Empty when the clause has no opener.
  /// `infos` are the tokens' `WordInfo`s.
  static func likened<Infos: RandomAccessCollection<WordInfo>>(_ tokens: [Token], infos: Infos) -> [Bool]
  where Infos.Index == Int {
    var marks: [Bool] = []
    var inside = false
    for index in tokens.indices {
      if tokens[index].kind == .comma { inside = false }
      if inside { marks[index] = true }
      if !inside, infos[index].likeness != .other, opensLikeness(tokens, infos: infos, at: index) {
        if marks.isEmpty { marks = Array(repeating: false, count: tokens.count) }
        inside = true
      }
    }
    return marks
  }

  /// Whether the word at `index` opens a likeness (`likened`).
  private static func opensLikeness<Infos: RandomAccessCollection<WordInfo>>(
    _ tokens: [Token], infos: Infos, at index: Int
  ) -> Bool where Infos.Index == Int {
    let token = tokens[index]
    guard token.kind == .word, !token.inCode, !token.inName, index + 1 < tokens.count,
      tokens[index + 1].kind == .word
    else { return false }
    if infos[index].likeness == .like {
      return index > 0 && infos[index - 1].likeness == .likening
    }
    return infos[index].likeness.opensPair(before: infos[index + 1].likeness)
  }
}
