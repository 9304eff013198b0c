import DrillContent
import DrillEvaluation
import DrillPresentation
import DrillProgress
import Foundation

/// Plays a lesson one page at a time: Enter or `n` next, `p` previous, `g N`
/// go to page N, `run [N]` runs the page's N-th snippet, `q` back to the REPL.
/// Check pages are asked through the evaluator and recorded like quiz answers.
public struct LessonPlayer {
  /// Where a walk through the lesson ended.
  public enum Ending: Equatable, Sendable {
    case finished, left, interrupted, endOfInput
  }

  let context: StudyContext
  let lesson: Lesson
  let course: [Lesson]
  let runner: CodeRunner?

  public init(context: StudyContext, lesson: Lesson, course: [Lesson], runner: CodeRunner?) {
    self.context = context
    self.lesson = lesson
    self.course = course
    self.runner = runner
  }

  /// The pages shown: the intro (when there is one), then every `##` section.
  public var pages: [LessonPage] { lesson.shownPages }

  @discardableResult
  public func run() -> Ending {
    let pages = self.pages
    guard !pages.isEmpty else {
      context.console.writeLine("This lesson has no pages.", style: .warning)
      return .left
    }
    let stored = context.attempt { try $0.lessons.lessonProgress(for: lesson.id) } ?? nil
    // A finished lesson is read again from its first page (session 50's tryout, finding 18).
    let finished = stored?.doneAt != nil
    var index = finished ? 0 : stored?.resumeIndex(in: pages.map(\.title)) ?? 0
    showOpening(resumingAt: stored == nil ? nil : index)
    if finished, let stored { sayFinished(stored, pages: pages) }
    context.beginSession(recording: ["lesson": lesson.id])
    defer { context.endSession() }
    var asker = QuestionAsker(context: context)
    var showPage = true
    // A check already passed, reached by resuming or paging (Enter, `p`), is shown as passed with
    // its answer instead of being asked again; `g N` to that page asks it again.
    var passed = stored.map { Set($0.checksPassed) } ?? []
    var asksAgain = false
    // The learner's last edit of each snippet ("page/snippet"): `edit N` reopens it.
    var edits: [String: String] = [:]
    // A page command typed as the first line of a check's answer (`g 3` at `output>`), run as if
    // typed at the page's prompt.
    var typedAtCheck: String?
    while true {
      let page = pages[index]
      if showPage {
        show(page, number: index + 1, of: pages.count)
        save { $0.visit(page: index, title: page.title) }
        if case .check(let question) = page.content, !asksAgain, passed.contains(question.localID) {
          asker.showPassed(question)
          context.console.writeLine(
            "You passed this check earlier. Enter goes on; g \(index + 1) asks it again.", style: .success)
        } else if case .check(let question) = page.content {
          switch ask(question, onPage: index, asker: &asker, passed: &passed) {
          case .goOn: break
          case .end(let ending): return ending
          case .command(let line): typedAtCheck = line
          }
        }
      }
      showPage = true
      asksAgain = false
      let isLast = index == pages.count - 1
      let prompt = context.console.fittingPrompt(
        isLast
          ? "lesson (Enter to finish, p, g N, run N, edit N, q)> "
          : "lesson (Enter, p, g N, run N, edit N, q)> ",
        short: isLast ? "lesson (Enter: finish, ?)> " : "lesson (Enter, ?)> ")
      let input = typedAtCheck.map { ConsoleInput.line($0) } ?? context.console.readLine(prompt: prompt)
      typedAtCheck = nil
      switch input {
      case .interrupt:
        // Ctrl-C leaves as `q` does, and says so (session 45's tryout: it left without a word).
        sayWhereItResumes(at: index)
        return .interrupted
      case .endOfInput:
        // Ctrl-D leaves as `q` does, and says so (session 46's tryout).
        sayWhereItResumes(at: index)
        return .endOfInput
      case .line(let line):
        if MetaCommand(line) == .accept {
          // `:quit` at its confirmation leaves the lesson, as at the page's prompt.
          if asker.acceptPending() { return leave(at: index) }
          takeRegraded(from: &asker, passed: &passed)
          showPage = false
          continue
        }
        switch Command(line.trimmingCharacters(in: .whitespaces)) {
        case .next:
          if isLast {
            guard finishes() else { return leaveUnfinished(at: index) }
            finish()
            return .finished
          }
          index += 1
        case .previous:
          if index == 0 {
            context.console.writeLine("This is the first page.", style: .muted)
            showPage = false
          } else {
            index -= 1
          }
        case .go(let number):
          if (1...pages.count).contains(number) {
            index = number - 1
            asksAgain = true
          } else {
            context.console.writeLine("Pages go from 1 to \(pages.count).", style: .warning)
            showPage = false
          }
        case .run(let number, let arguments):
          runSnippet(number, on: page, arguments: arguments)
          showPage = false
        case .edit(let number):
          editSnippet(number, on: page, key: "\(index)", edits: &edits)
          showPage = false
        case .quit:
          return leave(at: index)
        case .help:
          context.console.writeLine(Self.helpText, style: .muted)
          showPage = false
        case .unknown(let text):
          context.console.writeLine("Unknown key \(text.debugDescription). \(Self.helpText)", style: .warning)
          showPage = false
        }
      }
    }
  }

  static let helpText =
    "Enter or n: next page · p: previous · g N: go to page N · run N [WORD…]: run the N-th snippet · "
    + "edit N: edit it and run your copy · q: leave"

  // MARK: - Pieces

  /// How asking a check page's question ended.
  private enum CheckEnding {
    /// Answered or skipped: the page's prompt follows.
    case goOn
    /// The learner left the lesson during it.
    case end(Ending)
    /// A page command typed instead of an answer (`g 3`), to run.
    case command(String)
  }

  /// Asks a check page's question and records a pass.
  private func ask(
    _ question: Question, onPage index: Int, asker: inout QuestionAsker, passed: inout Set<String>
  ) -> CheckEnding {
    var options = AskOptions(status: "check", leavesOnQ: true)
    options.keysNote = Self.checkKeysNote(for: question)
    options.pageCommand = Self.pageCommandFilter(for: question)
    let result = asker.ask(question, options: options)
    // `:accept` → y at this check's prompt may have regraded an earlier check as right.
    takeRegraded(from: &asker, passed: &passed)
    if let outcome = result.recorded?.outcome, outcome.correct {
      save { $0.pass(check: question.localID) }
      passed.insert(question.localID)
    }
    switch result {
    case .answered, .skipped: return .goOn
    case .pageCommand(let line): return .command(line)
    case .interrupted:
      sayWhereItResumes(at: index)
      return .end(.interrupted)
    case .endOfInput:
      sayWhereItResumes(at: index)
      return .end(.endOfInput)
    case .answeredThenQuit, .quit, .timeUp: return .end(leave(at: index))
    }
  }

  /// A check `:accept` → y graded again as right counts as passed, as a right answer does (the
  /// review: "Graded again: ✓ right" then "Checks: 0 of 1 passed", and the check asked again).
  private func takeRegraded(from asker: inout QuestionAsker, passed: inout Set<String>) {
    guard let regraded = asker.takeRegraded(),
      lesson.checks.contains(where: { $0.id == regraded.question.id })
    else { return }
    save { $0.pass(check: regraded.question.localID) }
    passed.insert(regraded.question.localID)
  }

  /// What a check's screen says of the ways out: a learner resumed onto a check did not know how to
  /// leave it without answering (session 46's tryout); `:hint` is named where there is one to give.
  static func checkKeysNote(for question: Question) -> String {
    "A check: answer it\(question.hints.isEmpty ? "," : ", :hint for a hint,") or :skip to see the answer. "
      + "p, g N and q work here as on any page."
  }

  /// Which first lines of a check's answer are the page's commands (`p`, `g N`, `q`) and not
  /// an answer: never a line the check's own answer starts with (an output that is `p`).
  static func pageCommandFilter(for question: Question) -> @Sendable (String) -> Bool {
    let firstLines = Set(
      ([question.output, question.answer].compactMap { $0 } + question.accept).compactMap {
        $0.split(separator: "\n", omittingEmptySubsequences: false).first.map {
          $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
      })
    return { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !firstLines.contains(trimmed.lowercased()) else { return false }
      switch Command(trimmed) {
      case .previous, .go, .quit: return true
      case .next, .help, .run, .edit, .unknown: return false
      }
    }
  }

  /// Says where the lesson resumes, and leaves it.
  private func leave(at index: Int) -> Ending {
    sayWhereItResumes(at: index)
    return .left
  }

  private func sayWhereItResumes(at index: Int) {
    context.console.writeLine(
      "Saved at page \(index + 1); 'lesson \(lesson.id)' resumes here.", style: .muted)
  }

  /// Says the lesson was finished, and which pages hold a check not passed yet.
  private func sayFinished(_ stored: LessonProgress, pages: [LessonPage]) {
    let open = pages.indices.filter { index in
      guard case .check(let question) = pages[index].content else { return false }
      return !stored.checksPassed.contains(question.localID)
    }.map { "g \($0 + 1)" }
    let retry = open.isEmpty ? "" : "; \(open.joined(separator: ", ")) retries a check not passed yet"
    context.console.writeLine("You finished this lesson: it opens at page 1\(retry).", style: .muted)
  }

  private func showOpening(resumingAt index: Int?) {
    var text = StyledText("\n\(TerminalSanitizer.strip(lesson.title))\n", style: .heading)
    text.append(
      "\(lesson.level.rawValue) · \(pages.count) pages · \(lesson.checks.count) checks\n", style: .muted)
    context.console.writeFitted(text)
    let done = Set(
      (context.attempt { try $0.lessons.allLessonProgress() } ?? []).filter { $0.doneAt != nil }.map(
        \.lessonID))
    let missing = lesson.requires.filter { !done.contains($0) }
    if !missing.isEmpty {
      let titles = missing.map { id in course.first { $0.id == id }.map { "\($0.title) (\(id))" } ?? id }
      context.console.writeLine(
        "Note: this lesson builds on \(titles.joined(separator: ", ")), not done yet.", style: .warning)
    }
    if let index, index > 0 {
      context.console.writeLine("Resuming at page \(index + 1).", style: .muted)
    }
  }

  private func show(_ page: LessonPage, number: Int, of total: Int) {
    var header = StyledText("\n— \(number)/\(total) ", style: .muted)
    header.append(TerminalSanitizer.strip(page.title), style: .heading)
    context.console.writeWrapped(header, hangingIndent: 2)
    guard case .text(let markdown) = page.content else { return }
    let renderer = MarkdownRenderer(width: context.console.width, marksCodeSpans: !context.console.usesColor)
    context.console.writeLine(renderer.render(markdown))
    let snippets = PageSnippets.examples(in: markdown)
    if !snippets.isEmpty {
      let hint = snippets.count == 1 ? "run" : "run 1…\(snippets.count)"
      let input = snippets.contains(where: \.readsInput) ? ", asking for the input first" : ""
      let words =
        snippets.contains { $0.code.contains("CommandLine.arguments") }
        ? "; run \(snippets.count == 1 ? "1" : "N") WORD… gives it words after its name" : ""
      context.console.writeLine(
        "(\(hint) compiles and runs the snippet\(snippets.count == 1 ? "" : "s")\(input)\(words))",
        style: .muted)
    }
  }

  func save(_ change: @escaping (inout LessonProgress) -> Void) {
    _ = context.attempt { try $0.lessons.updateLessonProgress(lesson.id, at: context.clock.now(), change) }
  }
}
