/// The Markdown of a new pack: one example of each question type, ready to
/// edit. It loads with no diagnostics and its code passes `check --run`.
public enum PackScaffold {
  /// A new pack whose id is `id` (the caller checks it is a valid id).
  public static func make(id: String, title: String? = nil) -> String {
    let fence = "```"
    return """
      ---
      id: \(id)
      title: \(YAMLText.scalar(title ?? "New pack: \(id)"))
      level: beginner
      kind: written
      tags: [\(id)]
      ---

      Replace these examples with your own questions. Each `##` heading starts one
      question; the `###` sections decide its type.

      ## Which keyword declares a constant?
      id: constant-keyword

      Pick one.

      ### Choices
      - [x] `let`
      - [ ] `var`
      - [ ] `const`

      ### Explanation
      `let` names a value that never changes.

      ## Type the half-open range from 0 to 5
      id: half-open-range

      Write the range of 0, 1, 2, 3 and 4.

      ### Accept
      - `0..<5`
      - /^0\\s*\\.\\.<\\s*5$/

      ## What does this print?
      id: string-count

      \(fence)swift
      let word = "swift"
      print(word.count)
      \(fence)

      ### Output
      \(fence)output
      5
      \(fence)

      ## Write a function that doubles
      id: double
      level: intermediate

      Write `double(_:)`, returning twice its argument.

      ### Starter
      \(fence)swift
      func double(_ value: Int) -> Int {
        0
      }
      \(fence)

      ### Tests
      \(fence)swift
      expect(double(2), 4, "double(2)")
      expect(double(-3), -6, "double(-3)")
      \(fence)

      ### Answer
      \(fence)swift
      func double(_ value: Int) -> Int {
        value * 2
      }
      \(fence)

      ## Why are structs copied?
      id: value-semantics
      kind: verbal

      Explain what happens when you assign a struct to a new variable.

      ### Answer
      Structs are value types: assignment copies the value, so changes to the copy
      do not affect the original.

      ### Key points
      - assignment copies
      - changes to the copy do not affect the original

      """
  }
}
