import DrillContent
import DrillPresentation
import DrillProgress
import Foundation

extension LessonPlayer {
  /// Whether Enter on the last page finishes the lesson: when every page was read or every check
  /// passed (or it was done before). `g 9` then Enter marked a lesson of 9 pages done with 2 read
  /// and no check passed, and the course took it as met (session 52's tryout, finding 12).
  func finishes() -> Bool {
    guard let stored = context.attempt({ try $0.lessons.lessonProgress(for: lesson.id) }) ?? nil else {
      return true  // nothing is kept where the store cannot be read: the lesson ends as it did
    }
    let checks = lesson.checks
    return stored.doneAt != nil || pages.indices.allSatisfy(stored.pagesSeen.contains)
      || (!checks.isEmpty && checks.allSatisfy { stored.checksPassed.contains($0.localID) })
  }

  /// Enter on the last page of a lesson not read through: says how far it got, what makes it done
  /// and the way to the first page not read, and leaves it (saved at this page).
  func leaveUnfinished(at index: Int) -> Ending {
    let stored = context.attempt { try $0.lessons.lessonProgress(for: lesson.id) } ?? nil
    let seen = Set(stored?.pagesSeen ?? [])
    var counts = "\(pages.indices.filter(seen.contains).count) of \(pages.count) pages read"
    if !lesson.checks.isEmpty {
      let passed = Set(stored?.checksPassed ?? [])
      counts +=
        ", \(lesson.checks.filter { passed.contains($0.localID) }.count) of \(lesson.checks.count) checks passed"
    }
    var text = StyledText("\nNot done yet: \(counts). ", style: .warning)
    text.append(
      lesson.checks.isEmpty
        ? "A lesson is done when every page is read.\n"
        : "A lesson is done when every page is read or every check passed.\n", style: .muted)
    text.append("Saved at page \(index + 1)", style: .muted)
    if let unread = pages.indices.first(where: { !seen.contains($0) }) {
      appendWayBack(to: &text, "to read on", page: unread, closing: ").\n")
    } else {
      text.append("; 'lesson \(lesson.id)' resumes here.\n", style: .muted)
    }
    context.console.writeFitted(text, hangingIndent: 2)
    return .left
  }

  /// " (WHY: lesson ID, then g N)": the way back to page `page` (from 0) after the lesson has
  /// closed, where `g N` alone is no command (session 45's tryout), in the muted and code styles.
  private func appendWayBack(to text: inout StyledText, _ why: String, page: Int, closing: String) {
    text.append(" (\(why): ", style: .muted)
    text.append("lesson \(lesson.id)", style: .code)
    text.append(", then ", style: .muted)
    text.append("g \(page + 1)", style: .code)
    text.append(closing, style: .muted)
  }

  /// Marks the lesson done and says how its checks went and which lesson comes next.
  func finish() {
    save { $0.doneAt = $0.doneAt ?? context.clock.now() }
    var text = StyledText("\n✓ Lesson done: \(TerminalSanitizer.strip(lesson.title))\n", style: .success)
    let checks = lesson.checks
    if !checks.isEmpty {
      let stored = context.attempt { try $0.lessons.lessonProgress(for: lesson.id) } ?? nil
      let passed = Set(stored?.checksPassed ?? [])
      let right = checks.filter { passed.contains($0.localID) }.count
      text.append(
        "Checks: \(right) of \(checks.count) passed", style: right == checks.count ? .success : .warning)
      // Said after the lesson has closed: `g N` alone is no command at the `swiftdrill>` prompt
      // (session 45's tryout), so the way back names the lesson and the first missed check's page.
      let missed = pages.firstIndex { page in
        guard case .check(let question) = page.content else { return false }
        return !passed.contains(question.localID)
      }
      if right < checks.count, let missed {
        appendWayBack(to: &text, "to try again", page: missed, closing: ")\n")
      } else {
        text.append("\n")
      }
    }
    // The rule `lessons` marks "← next" by: the first lesson not done whose requirements are
    // done (session 47's tryout: after lesson 7 this named lesson 12, whose requirements were
    // not done, while the page said "Next: enums and switch" and `lessons` marked a third).
    let done = Set(
      (context.attempt { try $0.lessons.allLessonProgress() } ?? []).filter { $0.doneAt != nil }.map(
        \.lessonID)
    ).union([lesson.id])
    if let next = course.nextLesson(done: done) {
      text.append("Next: ")
      text.append("lesson \(next.id)", style: .code)
      text.append(" — \(TerminalSanitizer.strip(next.title))\n")
    }
    context.console.writeFitted(text, hangingIndent: 2)
  }
}
