/// The Answers and key points of generated explain questions, picked by a question's seed
/// from vocabularies of statements, so that no two nearby questions share an Answer or
/// points (a cache or memo of the key-point audit would flatter the figures otherwise).
/// Every point is a statement its Answer makes, so `check` of a generated bank reports
/// no key-point errors.
enum ExplainVocabulary {
  /// Statements about Swift, each a key point as written and a sentence of an Answer.
  static let facts = [
    "structs and enums are value types",
    "classes are reference types",
    "copy-on-write keeps copies cheap",
    "actors isolate their mutable state",
    "an optional holds a value or nil",
    "closures capture variables from their context",
    "protocols declare requirements for conforming types",
    "generics keep the concrete type information",
    "an enum lists a fixed set of cases",
    "async functions can suspend at an await",
    "a task group runs child tasks concurrently",
    "errors propagate through functions marked throws",
    "defer runs its code when the scope exits",
    "guard exits the scope early",
    "extensions add methods to existing types",
    "a string is a collection of characters",
    "arrays keep their elements in order",
    "a set holds unique elements",
    "a dictionary maps keys to values",
    "lazy properties are computed on first use",
    "computed properties run code on each access",
    "property wrappers reuse accessor logic",
    "result builders compose values from statements",
    "macros expand at compile time",
    "key paths refer to properties",
    "Sendable types can cross concurrency domains",
    "main actor code runs on the main thread",
    "inout parameters are written back when the function returns",
    "autoclosures delay the evaluation of an argument",
    "opaque return types hide the concrete type",
    "associated types name a placeholder in a protocol",
    "access control limits where a declaration is visible",
    "initializers set every stored property",
    "deinitializers run when an instance is freed",
    "tuples group several values together",
    "ranges describe a span of comparable values",
    "pattern matching destructures enum payloads",
    "static dispatch lets the compiler inline calls",
    "reference counting frees an object after its last reference",
    "type inference fills in types the code leaves out",
  ]

  /// Words that may follow a fact without changing what it says of its subject.
  static let qualifiers = [
    "in Swift 6", "in every module", "in a package", "in an app", "on Linux", "on every platform",
    "in practice", "by design", "in most code", "in a playground", "in the standard library",
    "in a command-line tool",
  ]

  /// A small deterministic generator (an LCG), so a bank is the same for the same seed.
  struct Random {
    var state: UInt64

    init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Sentences of context around the points (each states nothing a fact does).
  static let asides = [
    "This comes up in almost every code review.",
    "The documentation has a good chapter about it.",
    "Interviewers like to ask about it with a small example.",
    "A playground is a quick place to try it.",
    "Beginners often meet it in their first week.",
    "The standard library relies on it throughout.",
  ]

  /// Prompts of explain questions.
  static let prompts = [
    "Explain the difference between a value type and a reference type",
    "Walk through what you would tell a colleague new to Swift",
    "Explain, as you would in an interview, the rules this code relies on",
    "Which language rules matter here, and why",
    "Describe how these features of Swift fit together",
  ]

  /// `count` different facts for `seed`, as (key points, an Answer stating them).
  static func pick(seed: Int, count: Int) -> (points: [String], answer: String) {
    var random = Random(seed: seed)
    var chosen: [Int] = []
    while chosen.count < count {
      let index = random.next(below: facts.count)
      if !chosen.contains(index) { chosen.append(index) }
    }
    // A qualifier after some points, so that points repeat less across a bank.
    let points = chosen.map { index in
      let qualifier = random.next(below: qualifiers.count * 2)
      return facts[index] + (qualifier < qualifiers.count ? " " + qualifiers[qualifier] : "")
    }
    var sentences = points.map { $0.prefix(1).uppercased() + $0.dropFirst() + "." }
    sentences.insert(asides[seed % asides.count], at: seed % (sentences.count + 1))
    // Wrapped as an author would: two or three sentences a line.
    var lines: [String] = []
    var stride = 2 + seed % 2
    while !sentences.isEmpty {
      stride = min(stride, sentences.count)
      lines.append(sentences.prefix(stride).joined(separator: " "))
      sentences.removeFirst(stride)
    }
    return (points, lines.joined(separator: "\n"))
  }

  /// Statements in French (the `unicode` mix), with their points.
  static let frenchFacts = [
    "reduce additionne les valeurs",
    "les identifiants peuvent être accentués",
    "map transforme chaque élément",
    "filter garde les éléments choisis",
    "sorted renvoie un nouveau tableau",
    "une constante déclarée avec let garde sa valeur",
    "un optionnel peut valoir nil",
    "les structures sont copiées à l’affectation",
    "une fermeture capture ses variables",
    "une énumération liste ses cas",
    "le compilateur vérifie les types",
    "print écrit une ligne sur la sortie",
    "les chaînes sont des collections de caractères",
    "guard sort tôt de la portée",
    "defer s’exécute à la fin du bloc",
    "un tableau garde l’ordre de ses éléments",
    "un dictionnaire associe des clés à des valeurs",
    "un ensemble garde des éléments uniques",
    "une classe est un type référence",
    "un acteur protège son état mutable",
    "une fonction async peut se suspendre",
    "un protocole déclare des exigences",
    "une extension ajoute des méthodes à un type",
    "une propriété calculée exécute du code à chaque accès",
    "une macro se développe à la compilation",
    "les génériques gardent le type concret",
    "une tâche s’exécute en parallèle",
    "une erreur se propage avec throws",
    "un initialiseur donne une valeur à chaque propriété",
    "une chaîne compte ses caractères Unicode",
  ]

  /// Two different French facts for `seed`.
  static func pickFrench(seed: Int) -> [String] {
    var random = Random(seed: seed)
    let first = random.next(below: frenchFacts.count)
    let second = (first + 1 + random.next(below: frenchFacts.count - 1)) % frenchFacts.count
    return [frenchFacts[first], frenchFacts[second]]
  }
}
