/// Reads a text as statements: sentences, split again at `;` and at the words that join two clauses
/// (`but`, `while`, `whereas`, `because`, `so`, `and` before a new subject), each clause as the concepts
/// it states. Words are lowercased, camelCase is split (`isKnownUniquelyReferenced`), `n't` (or `nt`:
/// `doesnt`) reads as `not`, spoken fillers are dropped, and each word or phrase is stemmed (Snowball)
/// and looked up in the `GradingLexicon`: a phrase becomes its group's concept (`goes away` → `free`),
/// an opposite the other way (`non-optional` → `optional`, flipped); a negation flips the next few.
struct StatementReader {
  let shared: SharedLexicon
  let stemmer: SnowballStemmer
  /// Stop words the question quotes as code (`some`, `any`): read as terms there.
  var terms: Set<String> = []
  /// The code names set (`codeNames`), when none are made.
  var setCodeNames: [String: Set<String>] = [:]
  /// The question's code names as `useCodeNames(of:)` leaves them: made when first asked.
  var questionCodeNames: QuestionCodeNames?
  /// The texts `codeNames` was made of (`useCodeNames(of:)`): read as they are, none renamed.
  var namedTexts: [String] = []
  /// The question's statements read once for all its gradings (`KeyPointReadings`).
  var readings: KeyPointReadings?
  /// The stems of the question's key points, made when an answer first has a word that may say
  /// one of them again ("refetches"; `readingAgain`, `QuestionAgainStems`).
  var questionAgainStems: QuestionAgainStems?
}
