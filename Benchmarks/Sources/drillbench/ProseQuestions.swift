/// Questions shaped like packs written mostly in prose: a paragraph or two of
/// prompt, choices or accepted answers written as sentences, a long
/// explanation with a bullet list, and a code block in one question of ten.
/// (The bundled packs hold more code: about 45% of their non-blank lines are
/// in code blocks; the `all` mix stands for those.)
enum ProseQuestions {
  static let topics = [
    "optionals", "value types", "protocols", "generics", "closures", "concurrency", "actors",
    "error handling", "collections", "strings", "memory management", "access control",
  ]

  static func make(pack: Int, number: Int) -> BankGenerator.Generated {
    let id = "q\(number)"
    let seed = pack * 7_919 + number
    let topic = topics[seed % topics.count]
    let other = topics[(seed / 3 + 5) % topics.count]
    let head = """
      ## About \(topic), question \(number) of pack \(pack)
      id: \(id)
      tags: \(topic.replacingOccurrences(of: " ", with: "-")), bench


      """
    let explanation = """

      ### Explanation
      In Swift, \(topic) shape how a program is written long before it runs. The
      compiler checks the rules described here at build time, so a mistake shows
      up as a diagnostic rather than as a crash in front of a user. This is one of
      the reasons the language feels strict at first and comfortable later.

      A few facts worth keeping in mind when working with \(topic):

      - the rule applies the same way in a playground, an app and a package;
      - it interacts with \(other), which is why the two are often taught together;
      - the standard library follows it everywhere, so its documentation is a good guide;
      - breaking it is usually a sign that the design wants another shape.

      When in doubt, write the smallest program that shows the behaviour and read
      what the compiler says: its messages name the rule and often the fix.


      """
    switch number % 10 {
    case 0:
      let body = """
        What does this program print? It uses \(topic) in the simplest way.

        ```swift
        let values = [\(seed % 7), \(seed % 5), \(seed % 3)]
        print(values.sorted().first ?? 0)
        ```

        ### Output
        ```output
        \([seed % 7, seed % 5, seed % 3].min() ?? 0)
        ```

        """
      return BankGenerator.Generated(
        id: id, markdown: head + body + explanation, front: "min \(seed)", back: "\(seed % 3)")
    case 1, 4, 7:
      let body = """
        A colleague says that \(topic) only matter in large programs and can be
        ignored in a small command-line tool. Which of these statements are true?
        Choose all that apply.

        ### Choices
        - [x] The compiler applies the same rules to a small tool as to a large app.
        - [ ] The rules are checked only when the program is built for release.
        - [x] Following them early makes the tool easier to grow into a package.
        - [ ] They can be switched off per file with a compiler flag.

        """
      return BankGenerator.Generated(
        id: id, markdown: head + body + explanation, front: "\(topic) in small tools \(seed)", back: "1, 3")
    case 2, 5, 8:
      let body = """
        In one word: is the behaviour of \(topic) described in this pack checked
        by the compiler (answer "compiler") or only at run time (answer "runtime")?

        ### Accept
        - compiler
        - the compiler

        """
      return BankGenerator.Generated(
        id: id, markdown: head + body + explanation, front: "\(topic) checked when \(seed)", back: "compiler")
    default:
      let (points, answer) = ExplainVocabulary.pick(seed: seed, count: 4)
      let body = """
        Explain, as you would in an interview, how \(topic) relate to \(other), and
        when you would reach for each. Mention at least one trade-off.

        ### Answer
        Both are part of the same design, and a few rules hold for both.
        \(answer)

        ### Key points
        \(points.map { "- " + $0 }.joined(separator: "\n"))

        """
      return BankGenerator.Generated(
        id: id, markdown: head + body + explanation, front: "\(topic) and \(other) \(seed)",
        back: points.joined(separator: "; "))
    }
  }
}
