/// Questions without `id:` lines whose titles are not plain ASCII (accents, ligatures,
/// Greek and Cyrillic words, typographic dashes and quotes), each with one code block:
/// every id is the slug of its title, as in packs written by hand in another language.
/// (The `all` and `prose` mixes give every question an `id:` line.)
enum UnicodeTitleQuestions {
  static let titles = [
    "Qu’affiche ce programme — café n°%d, déjà-vu à la façade",
    "Ελληνικά: what does `map` return here (question %d)?",
    "Почему это не компилируется? Straße %d, naïve Œuvre",
    "Résumé %d: la fermeture capture-t-elle « x » ?",
    "Ærø and Łódź %d — an optional chain’s résult",
  ]

  static func make(pack: Int, number: Int) -> BankGenerator.Generated {
    let seed = pack * 7_919 + number
    let title = String(format: titles[number % titles.count], number)
    let (a, b) = BankGenerator.operands(pack: pack, number: number)
    let head = """
      ## \(title)
      tags: unicode, topic-\(seed % 17)

      Lisez ce code et répondez : que vaut `résultat` à la fin ? Ответ — un nombre.

      ```swift
      let valeurs = [\(a), \(b), \(a + b)]
      let résultat = valeurs.reduce(0, +) - \(b)
      print(résultat)
      ```

      """
    let explanation = """

      ### Explanation
      La somme vaut \(2 * (a + b)) ; on retire \(b). Swift accepte les identifiants
      accentués (`résultat`) comme tout autre nom : ce sont des lettres Unicode.


      """
    let right = 2 * (a + b) - b
    let body: String
    switch number % 3 {
    case 0:
      body = """

        ### Choices
        - [ ] \(right - 1)
        - [x] \(right)
        - [ ] ça ne compile pas

        """
    case 1:
      body = """

        ### Accept
        - \(right)

        """
    default:
      let points = ExplainVocabulary.pickFrench(seed: seed)
      body = """

        ### Answer
        `résultat` vaut \(right) : \(points[0]), moins \(b). Et puis,
        \(points[1]).

        ### Key points
        - \(points[0])
        - \(points[1])

        """
    }
    return BankGenerator.Generated(
      id: "q\(number)", markdown: head + body + explanation, front: "résultat \(seed)", back: "\(right)")
  }
}
