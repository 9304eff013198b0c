import DrillKitTesting
import Testing

@testable import DrillGrading

/// A point touched only through the words it shares with another point of the question, in a text
/// that states the other point better, is not credited there: docs/evaluation.md, "Session 24
/// (s24-grading52)".
@Suite struct KeyPointMatcherSiblingTests {
  static let migration = (
    prompt: "Version 2 of an app adds an attribute and renames another in its Core Data or SwiftData "
      + "model. What happens to the stores of existing users, and how do you handle a change that needs code?",
    lightweight:
      "Core Data's lightweight migration handles simple changes such as a new attribute or a rename",
    stage: "A lightweight stage covers simple changes, and `@Attribute(originalName:)` marks a rename"
  )
  static let keyPath = (
    prompt: "What is a key path in Swift, and what can you do with one?",
    reference: "A typed reference to a property, not its value",
    written: "Written `\\Type.property` or `\\.property`"
  )

  static func check(_ points: [String], _ answer: String, prompt: String) -> [KeyPointCheck] {
    KeyPointMatcher.check(points, against: answer, prompt: prompt, lexicon: .bundled)
  }

  /// The clause states the Core Data point; the SwiftData stage shares its words ("lightweight",
  /// "simple changes", "rename") and none of its own (`@Attribute(originalName:)`, "stage"). Alone,
  /// the stage is credited by the same clause.
  @Test func aClauseThatStatesAnotherPointBetterDoesNotCreditThisOne() {
    let answer =
      "For simple changes like adding an attribute or a rename, Core Data's lightweight migration does it automatically."
    let m = Self.migration
    let both = Self.check([m.lightweight, m.stage], answer, prompt: m.prompt)
    expectTrue(both[0].credited, "\(both[0])")
    expectTrue(!both[1].credited && !both[1].contradicted, "\(both[1])")
    expectTrue(Self.check([m.stage], answer, prompt: m.prompt)[0].credited)
  }

  /// A word of the point's own said anywhere in the answer ("originalName") leaves the rule out.
  @Test func aWordOfItsOwnInTheAnswerKeepsThePoint() {
    let m = Self.migration
    let checks = Self.check(
      [m.lightweight, m.stage],
      "For simple changes like adding an attribute or a rename, Core Data's lightweight migration does it "
        + "automatically. In SwiftData you mark the renamed property with Attribute originalName.",
      prompt: m.prompt)
    expectTrue(checks[0].credited && checks[1].credited, "\(checks)")
  }

  /// A point whose words are all another's is stated by whatever states the other.
  @Test func aPointWithNoWordsOfItsOwnKeepsItsTouch() {
    let checks = Self.check(
      ["Structs are value types", "Structs are value types, copied on assignment"],
      "Structs are value types that get copied on assignment.", prompt: "")
    expectTrue(checks[0].credited && checks[1].credited, "\(checks)")
  }

  /// Judged again without the other point's text: a clause where no other point is touched better
  /// still touches it (the key-path question's own Answer, whose first sentence states the other point).
  @Test func anotherClauseWhereNoPointIsTouchedBetterStillStatesIt() {
    let k = Self.keyPath
    let first = "A key path is a typed reference to a property of a type."
    let alone = Self.check([k.reference, k.written], first, prompt: k.prompt)
    expectTrue(alone[0].credited && !alone[1].credited, "\(alone)")
    let checks = Self.check(
      [k.reference, k.written],
      first + " Its type records both ends, for example `KeyPath<Person, String>`, or `WritableKeyPath` "
        + "when the property can be changed.", prompt: k.prompt)
    expectTrue(checks[1].credited, "\(checks[1])")
    expectTrue(checks[1].evidence?.hasPrefix("Its type records both ends") == true, "\(checks[1])")
  }
}
