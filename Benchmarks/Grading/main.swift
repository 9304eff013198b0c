// Grades every labelled answer of Tests/DrillKitTests/Fixtures/spoken ROUNDS
// times and prints the time of grading one answer (goal ≤ 5 ms).
import Foundation

struct LabelledSet: Decodable { var questions: [Question] }
struct Question: Decodable {
  var keyPoints: [String]
  var answers: [Answer]
}
struct Answer: Decodable { var text: String }

let root = URL(fileURLWithPath: CommandLine.arguments[1])
let rounds = Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 5
guard let lexicon = GradingLexicon.load(root: root) else {
  print("no grading/lexicon.txt under \(root.path)")
  exit(2)
}
let data = try Data(
  contentsOf: root.appendingPathComponent("Tests/DrillKitTests/Fixtures/spoken/answers.json"))
let set = try JSONDecoder().decode(LabelledSet.self, from: data)
var times: [Double] = []
for _ in 0..<rounds {
  var graded = 0
  let start = DispatchTime.now().uptimeNanoseconds
  for question in set.questions {
    for answer in question.answers {
      _ = KeyPointMatcher.check(question.keyPoints, against: answer.text, lexicon: lexicon)
      graded += 1
    }
  }
  times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(graded))
}
let median = times.sorted()[times.count / 2]
print(
  String(
    format: "grading one answer: %.2f ms (median of %d rounds over %d answers; goal ≤ 5 ms)", median, rounds,
    set.questions.reduce(0) { $0 + $1.answers.count }))
exit(median <= 5 ? 0 : 1)
