/// A new lesson, ready to edit: two pages with runnable snippets (one with
/// the output it must print, one that must not compile) and one check
/// question. It loads with no diagnostics and passes `check --run` as written.
public enum LessonScaffold {
  /// The lesson whose id is `id` (the caller checks it is a valid id), as Markdown or JSON.
  public static func make(id: String, format: Pack.Format = .markdown) -> String {
    let markdown = markdown(id: id)
    guard format == .json else { return markdown }
    return ContentConverter.convert(text: markdown, path: "\(id).md", to: .json, as: .lesson).text ?? ""
  }

  private static func markdown(id: String) -> String {
    let fence = "```"
    return """
      ---
      id: \(id)
      title: \(YAMLText.scalar("New lesson: \(id)"))
      level: beginner
      tags: [\(id)]
      ---

      Replace this text with what the lesson teaches. Each `##` heading starts one
      page; a `## Check:` heading asks a question.

      ## Constants

      A `let` names a value that never changes. Every `swift` block is a program:
      `check --run` compiles and runs it, and the `output` block right after it is
      what it must print.

      \(fence)swift
      let greeting = "Hello"
      print(greeting, greeting.count)
      \(fence)

      \(fence)output
      Hello 5
      \(fence)

      ## Variables

      A `var` can change. A block marked `{fails}` must not compile, which proves
      that a `let` cannot:

      \(fence)swift {fails}
      let total = 1
      total += 1
      \(fence)

      ## Check: What does this print?
      id: var-total

      \(fence)swift
      var total = 1
      total += 2
      print(total)
      \(fence)

      ### Output
      \(fence)output
      3
      \(fence)

      ### Explanation
      `total` starts at 1, and `+= 2` makes it 3.

      """
  }
}
