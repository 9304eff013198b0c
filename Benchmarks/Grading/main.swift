// The key-point matcher alone (the DrillGrading module), on the labelled spoken
// answers of Tests/DrillKitTests/Fixtures/spoken (Benchmarks/Grading/grading.sh):
//
//   swiftdrill-grading bench ROOT [ROUNDS]   the time of grading one answer (goal ≤ 5 ms)
//   swiftdrill-grading figures ROOT [--detail]
//                                            issue 23's figures per kind on both sets;
//                                            --detail prints answers.json point by point
//                                            (never the held-out set: it is not for tuning);
//                                            --kinds adds the ranking per pair of kinds and
//                                            the contradicted points credited (only the two older sets');
//                                            --tsv prints every point of every set, one tab-separated
//                                            line each with its label, to join outside the tool
//                                            (its last column the words a credited point left out)
//   swiftdrill-grading features ROOT         per answer × point of every set, its label, verdict
//                                            and the matcher's signals (Features.swift; session 27)
//   swiftdrill-grading wrongline-features ROOT
//                                            per `wrong:` line an answer touches, its point's label,
//                                            verdict and the touch's signals (session 29)
//   swiftdrill-grading polarity-features ROOT
//                                            per point a clause says the other way, its label,
//                                            verdicts and the clause's signals (session 30)
//   swiftdrill-grading try ROOT POINT ANSWER  one key point against one answer
//   swiftdrill-grading lost ROOT ROWS.tsv     rows of a figures --tsv output: credited by a sentence
//                                            alone (as `try`), and the step that loses it (Lost.swift)
//   swiftdrill-grading model ROOT PROMPT MODEL ANSWER POINT…
//                                            the points with and without the model Answer's
//                                            sentences (session 19)
//   swiftdrill-grading trace ROOT POINT ANSWER [PROMPT]
//                                            how each clause was read against the point
//   swiftdrill-grading why ROOT ID KIND POINT [SET]
//                                            trace one labelled point of answers.json (or of SET)
//                                            with its question's prompt (POINT from 1), then
//                                            the point graded step by step as the figures do
//                                            (notes, model, other points, siblings: WhySteps)
//   swiftdrill-grading alone ROOT FILE ID POINT [ANSWER]
//                                            one key point of a bundled question said alone: each
//                                            point's verdict, rule, trace and steps (session 50)
//   swiftdrill-grading verdicts ROOT [BANK.json …]
//                                            every verdict on the labelled sets and the banks,
//                                            one line each (compare two builds with it)
//   swiftdrill-grading audit ROOT BANK.json  each point its own Answer does not get, and each
//                                            `wrong:` line said alone credited as its point or
//                                            not heard as its opposite, graded as the app grades (a JSON
//                                            list of id, prompt, points, notes, answer; a
//                                            development aid: `check --key-points` is the reference)
import DrillGrading
import Foundation
import GradingFigures

let arguments = CommandLine.arguments.dropFirst()
guard let mode = arguments.first, let rootPath = arguments.dropFirst().first else {
  print("usage: swiftdrill-grading bench|figures ROOT [ROUNDS|--detail]")
  exit(2)
}
let root = URL(fileURLWithPath: rootPath)
guard let lexicon = GradingLexicon.load(root: root) else {
  print("no grading/lexicon.txt under \(root.path)")
  exit(2)
}
for problem in lexicon.problems { print(problem) }
let spoken = root.appendingPathComponent("Tests/DrillKitTests/Fixtures/spoken")

switch mode {
case "bench":
  let rounds = Int(arguments.dropFirst(2).first ?? "") ?? 5
  var questions: [LabelledSet.Question] = []
  for name in LabelledSet.names {
    questions += try LabelledSet.load(spoken.appendingPathComponent(name)).questions
  }
  let prompts = questions.map {
    BundledQuestion(root: root, file: $0.file, id: $0.id, keyPoints: $0.keyPoints)
  }
  var times: [Double] = []
  var graded = 0
  for _ in 0..<rounds {
    graded = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for (question, bundled) in zip(questions, prompts) {
      for answer in question.answers {
        _ = KeyPointMatcher.check(
          question.keyPoints, notes: bundled.notes, against: answer.text, prompt: bundled.prompt,
          lexicon: lexicon, model: bundled.model)
        graded += 1
      }
    }
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(graded))
  }
  let median = times.sorted()[times.count / 2]
  print(
    String(
      format: "grading one answer: %.2f ms (median of %d rounds over %d answers; goal ≤ 5 ms)", median,
      rounds,
      graded))
  exit(median <= 5 ? 0 : 1)
case "figures":
  let detail = arguments.contains("--detail")
  for name in LabelledSet.shown(in: root) {
    let set = try LabelledSet.load(spoken.appendingPathComponent(name))
    // --tsv: every point of every set, one tab-separated line each (set, id, kind, point,
    // label, verdict, quote), to join with the labels outside the tool.
    let graded = grade(
      set, name: name, root: root, lexicon: lexicon, detail: detail && name == "answers.json",
      tsv: arguments.contains("--tsv"))
    // --kinds: the ranking per pair of kinds, and which points labelled contradicted are
    // credited (question, kind, point), for the two older sets (never a newer held-out set's).
    if arguments.contains("--kinds"), name == "answers.json" || name == "heldout.json" {
      print("\(name) points off (the MAE's numerator): \(Figures(answers: graded).pointsOff)")
      print("\(name) ranking per kind pair (right / tied / inverted):")
      for row in Figures(answers: graded).rankingByKinds {
        print("  \(row.kinds): \(row.right) / \(row.tied) / \(row.inverted)")
      }
      // heldout.json's pairs only as opaque keys: enough to see that a change credits a new
      // contradiction, not which question it is (its answers are not for tuning).
      for answer in graded where !answer.creditedContradictions.isEmpty {
        let pair = "\(answer.question) \(answer.kind) \(answer.creditedContradictions.map(\.number))"
        print("  credited contradiction: \(name == "answers.json" ? pair : opaqueKey(pair))")
      }
    }
    print("\(name):")
    print("| kind | answers | MAE | mean credited | mean covered | contradicted credited |")
    print("|---|---|---|---|---|---|")
    for kind in LabelledSet.kinds where graded.contains(where: { $0.kind == kind }) {
      let figures = Figures(answers: graded.filter { $0.kind == kind })
      print(
        String(
          format: "| %@ | %d | %.2f | %.2f | %.2f | %d |", kind, figures.answers.count,
          figures.meanAbsoluteError,
          figures.mean.credited, figures.mean.covered, figures.contradictionsCredited))
    }
    print("all:", Figures(answers: graded).summary)
  }
case "features":
  try Features.write(root: root, lexicon: lexicon)
case "wrongline-features":
  try WrongLineFeatures.write(root: root, lexicon: lexicon)
case "lost":
  // Rows of a `figures --tsv` output credited by a sentence alone and lost in the whole (`Lost`).
  try Lost.write(root: root, rows: arguments.dropFirst(2).first ?? "", lexicon: lexicon)
case "polarity-features":
  try PolarityFeatures.write(root: root, lexicon: lexicon)
case "verdicts":
  try Verdicts.write(root: root, banks: Array(arguments.dropFirst(2)), lexicon: lexicon)
case "model":
  // One answer graded with and without the model Answer's sentences (session 19).
  let rest = Array(arguments.dropFirst(2))
  guard rest.count >= 4 else {
    print("usage: swiftdrill-grading model ROOT PROMPT MODEL ANSWER POINT…")
    exit(2)
  }
  let points = Array(rest[3...])
  for model in ["", rest[1]] {
    print(model.isEmpty ? "without the model Answer:" : "with the model Answer:")
    for check in KeyPointMatcher.check(
      points, against: rest[2], prompt: rest[0], lexicon: lexicon, model: model)
    {
      print(
        "  \(check.credited ? "credited" : check.contradicted ? "contradicted" : "not said"): \(check.point)")
      if let evidence = check.evidence { print("    ✓ \(evidence)") }
    }
  }
case "try":
  let rest = Array(arguments.dropFirst(2))
  guard rest.count == 2 else {
    print("usage: swiftdrill-grading try ROOT POINT ANSWER")
    exit(2)
  }
  let check = KeyPointMatcher.check([rest[0]], against: rest[1], lexicon: lexicon)[0]
  print(check.credited ? "credited" : check.contradicted ? "contradicted" : "not said")
  if let evidence = check.evidence { print("  ✓ \(evidence)") }
  if !check.missing.isEmpty { print("    not said: \(check.missing.joined(separator: "; "))") }
  if let contradiction = check.contradiction { print("  ✗ \(contradiction)") }
case "audit":
  // The bank's questions as JSON (id, prompt, points, notes, answer): each point's verdict
  // against its own Answer, as `check --key-points` judges it (a development aid).
  guard let file = arguments.dropFirst(2).first else {
    print("usage: swiftdrill-grading audit ROOT FILE.json")
    exit(2)
  }
  let audited = try JSONDecoder().decode(
    [Verdicts.Audited].self, from: Data(contentsOf: URL(fileURLWithPath: file)))
  for question in audited {
    // One question's statements read once for all its gradings, as `check`'s audit reads them,
    // each graded as the app grades an answer, the Answer's sentences lent (`Evaluator.keyPointChecks`).
    let readings = KeyPointReadings()
    let notes = question.notes.map { KeyPointNotes(also: $0.also, wrong: $0.wrong) }
    func graded(_ text: String) -> [KeyPointCheck] {
      KeyPointMatcher.check(
        question.points, notes: notes, against: text, prompt: question.prompt, lexicon: lexicon,
        readings: readings, model: question.answer)
    }
    let checks = graded(question.answer)
    // A `wrong:` line said alone credited as the point it is written under, or not heard as
    // contradicting it (`check`'s error and warning).
    for (index, note) in notes.enumerated() where index < question.points.count {
      for wrong in note.wrong {
        let heard = graded(wrong)[index]
        guard !heard.contradicted else { continue }
        let verdict = heard.credited ? "WRONG CREDITED" : "WRONG NOT HEARD"
        print("\(question.id) #\(index + 1) \(verdict) | \(question.points[index]) | \(wrong)")
      }
    }
    // A clause a fitted rule doubted says a point the other way: what a withheld point is held back for.
    for (index, check) in checks.enumerated() {
      if let clause = check.doubtedBy {
        print("\(question.id) #\(index + 1) DOUBTED | \(check.point) | \(clause)")
      }
    }
    for (index, check) in checks.enumerated() where !check.credited {
      let wrongs = question.notes.count > index ? question.notes[index].wrong : []
      let byWrong = wrongs.filter {
        KeyPointMatcher.check([$0], against: question.answer, prompt: question.prompt, lexicon: lexicon)[0]
          .touched
      }
      let verdict = check.contradicted ? "CONTRA" : check.withheld ? "WITHHELD" : "NOT"
      print(
        "\(question.id) #\(index + 1) \(verdict) | \(check.point) | "
          + (check.contradiction ?? check.withheldFor ?? check.doubtedBy ?? "")
          + (byWrong.isEmpty ? "" : " | WRONG: " + byWrong.joined(separator: " / ")))
    }
  }
case "trace":
  let rest = Array(arguments.dropFirst(2))
  guard rest.count >= 2 else {
    print("usage: swiftdrill-grading trace ROOT POINT ANSWER [PROMPT]")
    exit(2)
  }
  print(
    KeyPointMatcher.trace(rest[0], answer: rest[1], prompt: rest.count > 2 ? rest[2] : "", lexicon: lexicon))
case "older":
  // The older labels (Tests/DrillKitTests/Fixtures/explain): precision and recall of touches,
  // as KeyPointEvaluationTests measures them (that test is the reference).
  struct Older: Decodable {
    var prompt: String
    var keyPoints: [String]
    var answer: String
    var covers: [Int]
  }
  var counts = (truePositives: 0, falsePositives: 0, falseNegatives: 0)
  for file in ["content-a.json", "content-b.json"] {
    let url = root.appendingPathComponent("Tests/DrillKitTests/Fixtures/explain").appendingPathComponent(file)
    for answer in try JSONDecoder().decode([Older].self, from: Data(contentsOf: url)) {
      let checks = KeyPointMatcher.check(
        answer.keyPoints, against: answer.answer, prompt: answer.prompt, lexicon: lexicon)
      for (index, check) in checks.enumerated() {
        let covered = answer.covers.contains(index)
        if check.touched && covered { counts.truePositives += 1 }
        if check.touched && !covered { counts.falsePositives += 1 }
        if !check.touched && covered {
          counts.falseNegatives += 1
          if arguments.contains("--misses") {
            print("FN \(file): \(answer.keyPoints[index]) | \(answer.answer)")
          }
        }
      }
    }
  }
  print("older labels: TP \(counts.truePositives), FP \(counts.falsePositives), FN \(counts.falseNegatives)")
case "why":
  // One labelled point of answers.json (or of SET) traced with its question's prompt: ID KIND POINT
  // (1-based) [SET]. SET is a file name of the fixtures' folder or a path to a labelled file.
  let rest = Array(arguments.dropFirst(2))
  let usage =
    "usage: swiftdrill-grading why ROOT ID KIND POINT [SET] (a point of answers.json or SET, from 1)"
  guard rest.count == 3 || rest.count == 4, let number = Int(rest[2]) else {
    print(usage)
    exit(2)
  }
  let setName = rest.count == 4 ? rest[3] : "answers.json"
  let setURL =
    setName.contains("/") ? URL(fileURLWithPath: setName) : spoken.appendingPathComponent(setName)
  guard let set = try? LabelledSet.load(setURL) else {
    print("why: cannot read the labelled set \(setURL.path)")
    exit(2)
  }
  guard let question = set.questions.first(where: { $0.id == rest[0] }) else {
    print("why: \(setName) has no question \(rest[0])")
    exit(2)
  }
  guard let answer = question.answers.first(where: { $0.kind == rest[1] }),
    question.keyPoints.indices.contains(number - 1)
  else {
    let kinds = question.answers.map(\.kind).joined(separator: ", ")
    print("why: \(rest[0]) has answers of kinds \(kinds) and \(question.keyPoints.count) key points")
    exit(2)
  }
  let bundled = BundledQuestion(
    root: root, file: question.file, id: question.id, keyPoints: question.keyPoints)
  print("label: \(answer.labels[number - 1])")
  print(
    KeyPointMatcher.trace(
      question.keyPoints[number - 1], answer: answer.text, prompt: bundled.prompt, lexicon: lexicon))
  print("as the figures grade it, step by step (→ where the verdict changed):")
  for line in WhySteps.lines(
    points: question.keyPoints, index: number - 1, answer: answer.text, question: bundled, lexicon: lexicon)
  {
    print("  " + line)
  }
case "alone":
  // Session 50: each key point of a bundled question said alone, as `check --points-alone` grades
  // it: every other point it is heard as contradicting, by which rule, and how each clause was read.
  let rest = Array(arguments.dropFirst(2))
  guard rest.count == 3 || rest.count == 4, let number = Int(rest[2]) else {
    print("usage: swiftdrill-grading alone ROOT FILE ID POINT [ANSWER] (POINT from 1)")
    exit(2)
  }
  let bundled = BundledQuestion(root: root, file: rest[0], id: rest[1], keyPoints: [])
  let points = bundled.points
  guard points.indices.contains(number - 1) else {
    print("alone: \(rest[1]) has \(points.count) key points")
    exit(2)
  }
  let notes = bundled.notes.count == points.count ? bundled.notes : points.map { _ in KeyPointNotes() }
  let said = rest.count == 4 ? rest[3] : points[number - 1]  // another answer in its place
  let whole = KeyPointMatcher.judged(
    points, notes: notes, against: said, prompt: bundled.prompt, lexicon: lexicon,
    model: bundled.model, everySignal: false)
  for (index, check) in whole.checks.enumerated() {
    let kind = whole.signals[index].contradiction
    print(
      "point \(index + 1) [\(kind.rawValue), share \(whole.signals[index].share)]: \(WhySteps.verdict(check)) | \(points[index])"
    )
    guard index != number - 1, check.contradicted else { continue }
    print(
      KeyPointMatcher.trace(
        points[index], answer: said, prompt: bundled.prompt, lexicon: lexicon))
    for line in WhySteps.lines(
      points: points, index: index, answer: said, question: bundled, lexicon: lexicon)
    {
      print("  " + line)
    }
  }
default:
  print("unknown mode \(mode): bench, figures, features, verdicts, try, audit, trace or why")
  exit(2)
}

/// A stable key for a text (FNV-1a, 64 bits, in hex): the same text gives the same key in every run.
func opaqueKey(_ text: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  return String(hash, radix: 16)
}
