import Foundation

/// Writes a synthetic question bank: `packs` Markdown packs of `questions`
/// questions each, cycling through every question type (choice, short, output,
/// code, explain) with hints, tags, key points and explanations, so the loader
/// sees everything it would in real packs. The same questions also go to a
/// tab-separated file (`id`, front, back) for building the Anki collection.
struct BankGenerator {
  /// Which question types a bank holds.
  enum Mix: String {
    /// Every type in turn.
    case all
    /// Only `short` questions whose accepted answer is `yes` (for scripted answering).
    case short
    /// Only `code` questions.
    case code
    /// Mostly prose (long prompts, explanations, bullet lists): choice, short
    /// and explain questions, a code block in one question of ten (`ProseQuestions`).
    case prose
    /// No `id:` lines: every id is the slug of a title with accents, ligatures, Greek
    /// and Cyrillic words; one code block per question (`UnicodeTitleQuestions`).
    case unicode
  }

  var packs: Int
  var questions: Int
  var mix: Mix = .all

  /// The total number of questions written.
  var total: Int { packs * questions }

  /// Writes `<folder>/questions/bench-NNNN.md` and `<folder>/anki.tsv`; returns the pack files.
  @discardableResult
  func write(to folder: URL) throws -> [URL] {
    let questionsFolder = folder.appendingPathComponent("questions", isDirectory: true)
    try FileManager.default.createDirectory(at: questionsFolder, withIntermediateDirectories: true)
    var files: [URL] = []
    var rows: [String] = []
    for pack in 0..<packs {
      let id = String(format: "bench-%04d", pack)
      var text = packHeader(id: id, index: pack)
      for number in 0..<questions {
        let question =
          switch mix {
          case .prose: ProseQuestions.make(pack: pack, number: number)
          case .unicode: UnicodeTitleQuestions.make(pack: pack, number: number)
          default: makeQuestion(pack: pack, number: number)
          }
        text += question.markdown
        rows.append("\(id)/\(question.id)\t\(question.front)\t\(question.back)")
      }
      let url = questionsFolder.appendingPathComponent("\(id).md")
      try Data(text.utf8).write(to: url)
      files.append(url)
    }
    try Data((rows.joined(separator: "\n") + "\n").utf8)
      .write(to: folder.appendingPathComponent("anki.tsv"))
    return files
  }

  /// The Markdown of a pack file after its front matter: what cmark-gfm is
  /// given. Front matter is YAML (swiftdrill reads it with libyaml); given to
  /// cmark, its lines and the closing `---` would make one setext heading.
  static func markdownBody(_ text: String) -> Substring {
    guard text.hasPrefix("---\n"),
      let close = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
    else { return text[...] }
    return text[close.upperBound...]
  }

  private func packHeader(id: String, index: Int) -> String {
    let level = ["beginner", "intermediate", "advanced"][index % 3]
    return """
      ---
      id: \(id)
      title: Synthetic pack \(index)
      level: \(level)
      kind: written
      tags: [bench, synthetic]
      swift: "6.0"
      ---

      # Synthetic pack \(index)

      Generated for benchmarks: every question type, with *emphasis*, `code` and [links](https://swift.org).


      """
  }

  /// One generated question: its Markdown and a plain front and back for Anki.
  struct Generated {
    var id: String
    var markdown: String
    var front: String
    var back: String
  }

  static func operands(pack: Int, number: Int) -> (Int, Int) {
    let seed = pack * 7_919 + number
    return (seed % 97, seed % 13 + 1)
  }

  /// The model answer of a `code` question.
  static func codeAnswer(pack: Int, number: Int) -> String {
    "func scaled(_ x: Int) -> Int {\n  x * \(operands(pack: pack, number: number).1)\n}\n"
  }

  /// The tests of a `code` question.
  static func codeTests(pack: Int, number: Int) -> String {
    let (a, b) = operands(pack: pack, number: number)
    return "precondition(scaled(\(a)) == \(a * b))\nprecondition(scaled(0) == 0)\n"
  }

  func makeQuestion(pack: Int, number: Int) -> Generated {
    let id = "q\(number)"
    let seed = pack * 7_919 + number
    let kind =
      switch mix {
      case .all: number % 5
      case .short: 1
      case .code: 3
      case .prose, .unicode: 4
      }
    let (a, b) = Self.operands(pack: pack, number: number)
    let head = """
      ## Question \(number) of pack \(pack)
      id: \(id)
      tags: bench, topic-\(seed % 17)


      """
    let common = """

      ### Hints
      - Read the code from the top, one statement at a time.
      - Values declared with `let` never change after they are set.

      ### Explanation
      A generated explanation with **bold** text, `inline code` and a list:

      1. the first step of the reasoning for \(a) and \(b);
      2. the second step, which gives the result.


      """
    switch kind {
    case 0:
      let right = a + b
      let body = """
        What is `\(a) + \(b)` in Swift?

        ### Choices
        - [ ] \(right - 1)
        - [x] \(right)
        - [ ] \(right + 1)
        - [ ] it does not compile

        """
      return Generated(id: id, markdown: head + body + common, front: "\(a) + \(b)", back: "\(right)")
    case 1:
      let body = """
        Does `let` declare a constant in Swift (question \(seed))? Answer yes or no.

        ### Accept
        - yes
        - /^y(es)?$/

        """
      return Generated(id: id, markdown: head + body + common, front: "let constant \(seed)", back: "yes")
    case 2:
      let body = """
        What does this program print?

        ```swift
        let values = [\(a), \(b), \(a + b)]
        print(values.max() ?? 0)
        print(values.count)
        ```

        ### Output
        ```output
        \(max(a, b, a + b))
        3
        ```

        """
      return Generated(
        id: id, markdown: head + body + common, front: "max of \(a), \(b)", back: "\(max(a, b, a + b))")
    case 3:
      // The 10,000-question bank is written as a pack should be: `expect` (a `precondition`
      // in Tests is a warning, and 4,000 warnings made `check` print 700 KB). The one-question
      // bank of figure (d) keeps `precondition`: its baseline compiles the same tests bare.
      let tests =
        mix == .code
        ? "precondition(scaled(\(a)) == \(a * b))\nprecondition(scaled(0) == 0)"
        : "expect(scaled(\(a)), \(a * b), \"scaled(\(a))\")\nexpect(scaled(0), 0, \"scaled(0)\")"
      let body = """
        Write `func scaled(_ x: Int) -> Int` that returns `x * \(b)`.

        ### Starter
        ```swift
        func scaled(_ x: Int) -> Int {
          0
        }
        ```

        ### Tests
        ```swift
        \(tests)
        ```

        ### Answer
        ```swift
        func scaled(_ x: Int) -> Int {
          x * \(b)
        }
        ```

        """
      return Generated(
        id: id, markdown: head + body + common, front: "scaled by \(b)", back: "x * \(b)")
    default:
      let (points, answer) = ExplainVocabulary.pick(seed: seed, count: 3)
      let prompt = ExplainVocabulary.prompts[seed % ExplainVocabulary.prompts.count]
      let body = """
        \(prompt) (\(seed)).

        ### Answer
        \(answer)

        ### Key points
        \(points.map { "- " + $0 }.joined(separator: "\n"))

        """
      return Generated(
        id: id, markdown: head + body + common, front: "explain \(seed)",
        back: points.joined(separator: "; "))
    }
  }
}
