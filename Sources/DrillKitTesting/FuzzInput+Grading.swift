import DrillContent
import DrillEvaluation
import DrillGrading
import DrillSupport
import Foundation

/// The fuzz targets of grading (session 49): the text of a learner's answer, spoken
/// (`spoken-answer`, the key-point matcher through `Evaluator`) or typed (`typed-answer`,
/// `AnswerMatcher`), and the grading data an author edits (`grading-lexicon`: `grading/`'s files).
/// The questions, the bundled lexicon and its files are read once, outside the fuzzer's loop.
extension FuzzInput {
  /// Explain questions like the bundled ones: code names in points, `also:` and `wrong:` lines,
  /// prompts with a code span (from questions/topics and the interview packs).
  static let spokenPack = """
    ---
    id: fuzz-spoken
    title: Spoken answers
    kind: verbal
    ---

    ## Optionals
    id: what-is-an-optional

    What is an optional in Swift, and what problem does `T?` solve?

    ### Answer
    `T?` is `Optional<T>`, an enum with `.some` and `.none`. A non-optional type can never hold nil, so
    the compiler forces you to handle a missing value. It replaces sentinel values like `-1`.

    ### Key points
    - `T?` is `Optional<T>`, an enum with `.some(T)` and `.none`
      - wrong: An optional is a pointer that may be null
    - Non-optional types can never hold `nil`
      - also: a plain String or Int cannot be nil
    - Absence is visible in the type, so the compiler forces you to handle it
    - Replaces null pointers and sentinel values like `-1`

    ## Equality and identity
    id: equality-identity

    What is the difference between `==` and `===`?

    ### Answer
    `==` is value equality from `Equatable`; `===` asks whether two references are the same instance.

    ### Key points
    - `==` is value equality, defined by `Equatable`
      - wrong: == compares raw memory
    - `===` is reference identity: the same instance
      - wrong: Triple equals checks that two values have the same type
    - `===` only works with class instances
      - wrong: `===` also compares two structs
    - Equal objects are not necessarily identical
      - also: equal objects can still be different instances

    ## Packages, targets and products
    id: package-target-product

    Explain what a package, a target and a product are in SwiftPM.

    ### Answer
    A package is a folder with a `Package.swift` manifest. A target is built as one module.

    ### Key points
    - A package is a folder with a `Package.swift` manifest
      - wrong: `Package.swift` is a lock file that records the resolved dependency versions
    - A target is built as one module
      - wrong: Each source file of a target is built as its own module
    - Other packages depend on products, not on targets
      - wrong: Other packages depend directly on a package's targets or source files

    ## Weak and unowned
    id: weak-unowned

    When would you use `weak` rather than `unowned` in a closure's capture list?

    ### Answer
    A weak reference becomes nil when the object is freed; unowned assumes it outlives the closure.

    ### Key points
    - weak references become nil when the object is freed
      - also: a weak var is zeroed on deallocation
      - wrong: unowned becomes nil
    - `unowned` does not keep the object alive and traps if it is gone
    - `[weak self]` avoids a retain cycle
    """

  /// The questions of `spokenPack`, read once.
  static let spokenQuestions: [Question] = ContentLoader().loadPack(text: spokenPack, path: "fuzz.md")
    .packs.flatMap(\.questions)

  /// The most characters and UTF-8 bytes of an answer the app grades (`AnswerCut`).
  public static let answerLimit = AnswerCut.characters
  public static let answerByteLimit = AnswerCut.bytes

  /// `text` as the app grades it (`QuestionAsker.capped`: `AnswerCut.cut`).
  static func capped(_ text: String) -> String { AnswerCut.cut(text).text }

  /// The app's evaluator with the repository's lexicon (read once; no code runner).
  static let evaluator = Evaluator(lexicon: .bundled)

  /// Short answers' accepted forms: plain, `code`, a `/regex/` as the bundled ones are written.
  static let acceptedForms = [
    "Content-Type", "open access", "`0..<5`", "`if let name`", "`private(set)`", "`Int?`",
    "`\"a b\"`", "/^(protocol\\s+\\w+\\s{0,})?:?\\s{0,}AnyObject$/", "/^WritableKeyPath(<.{0,}>)?$/",
  ]

  /// Typed answers graded against a fuzzed accepted form.
  static let typedAnswers = [
    "Content Type", "the Content-Type header", "0 ..< 5", "`0..<5`", "Int?", "x!", "open.", "map()",
    "Identifiable.", "0\u{2026}4", "",
  ]

  /// The bytes as a spoken answer to every question of `spokenPack`, through the app's grading
  /// (cut to `answerLimit` as the app cuts it); then split, uncut as `check` reads a pack, the first line a key point and the rest an answer to it and its model Answer
  /// (lines starting `also:` or `wrong:` are the point's notes), graded and audited as `check` does.
  static func gradeSpoken(_ text: String) {
    for question in spokenQuestions {
      _ = evaluator.evaluate(question, Response(text: capped(text)))
    }
    guard var question = spokenQuestions.first else { return }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let point = lines.isEmpty ? "" : lines.removeFirst()
    var notes = KeyPointNotes()
    var answer: [String] = []
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("also:") {
        notes.also.append(String(trimmed.dropFirst(5)).trimmingCharacters(in: .whitespaces))
      } else if trimmed.hasPrefix("wrong:") {
        notes.wrong.append(String(trimmed.dropFirst(6)).trimmingCharacters(in: .whitespaces))
      } else {
        answer.append(line)
      }
    }
    question.keyPoints = [point] + question.keyPoints.prefix(1)
    question.keyPointNotes = [notes, KeyPointNotes()]
    question.keyPointNoteLines = []
    question.answer = answer.joined(separator: "\n")
    _ = evaluator.evaluate(question, Response(text: question.answer ?? ""))
    _ = KeyPointAudit.problems(in: question, lexicon: evaluator.lexicon)
  }

  /// The bytes as a typed short answer, a program's output (both cut as the app cuts them) and
  /// an accepted form or expected output.
  static func matchTyped(_ whole: String) {
    let text = capped(whole)
    let prompt = "Which HTTP request header names the body's `Content-Type`?"
    _ = AnswerMatcher.matches(text, acceptedAnswers: acceptedForms, prompt: prompt)
    _ = AnswerMatcher.nearMiss(text, acceptedAnswers: acceptedForms)
    for compare in [OutputCompare.lines, .loose] {
      _ = AnswerMatcher.matchesOutput(text, expected: "1\n2 3\n", compare: compare)
      _ = AnswerMatcher.matchesOutput("1 2 3", expected: whole, compare: compare)
    }
    for answer in typedAnswers {
      _ = AnswerMatcher.matches(answer, acceptedAnswers: [whole], prompt: prompt)
      _ = AnswerMatcher.nearMiss(answer, acceptedAnswers: [whole])
    }
    _ = Evaluator.displayForm(of: [whole])
  }

  /// An answer that states two points of `equality-identity` and contradicts one, so that the
  /// fitted withholding, wrong-line and polarity rules all have a say.
  static let lexiconProbe =
    "So == checks value equality through Equatable, and === checks that two values have the same type. "
    + "Two equal objects can still be different instances."

  /// The bytes as each file of `grading/` (the others as bundled), then one grading with what was read.
  static func readGradingFiles(_ text: String) {
    guard let question = spokenQuestions.dropFirst().first else { return }
    func grade(_ lexicon: GradingLexicon) {
      _ = Evaluator(lexicon: lexicon).evaluate(question, Response(text: lexiconProbe))
    }
    let bundled = GradingLexicon.bundled
    var lexicon = GradingLexicon(text: text, path: "grading/lexicon.txt")
    (lexicon.withhold, lexicon.wrongLine, lexicon.polarity) = (
      bundled.withhold, bundled.wrongLine, bundled.polarity
    )
    grade(lexicon)
    var fitted = bundled
    if let model = FittedWithhold.read(text: text, path: "grading/withhold.txt").model {
      fitted.withhold = model
      grade(fitted)
    }
    fitted = bundled
    if let model = FittedWrongLine.read(text: text, path: "grading/wrongline.txt").model {
      fitted.wrongLine = model
      grade(fitted)
    }
    fitted = bundled
    if let model = FittedPolarity.read(text: text, path: "grading/polarity.txt").model {
      fitted.polarity = model
      grade(fitted)
    }
  }
}
