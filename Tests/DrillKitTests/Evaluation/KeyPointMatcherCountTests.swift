import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A point that says a thing is one is not stated by a sentence that counts the same thing as
/// more than one: docs/evaluation.md, "Session 15 (s15-grading7)".
@Suite struct KeyPointMatcherCountTests {
  /// "several tasks" and "two superclasses" for "one task", "one superclass": said the other way.
  @Test func anotherCountOfTheSameThingContradicts() {
    let actor = checkPoint("An actor runs one task at a time", "An actor runs several tasks at a time")
    expectTrue(actor.contradicted, "\(actor)")
    expectTrue(!actor.credited, "\(actor)")
    let superclass = checkPoint(
      "A class inherits from one superclass but can conform to many protocols",
      "A class can inherit from multiple superclasses and conform to many protocols")
    expectTrue(superclass.contradicted, "\(superclass)")
  }

  /// A thing the point itself counts as several and as one ("several values into one value") is
  /// no count to get wrong: "several values into one compound value" states it (seen authoring a
  /// pack in a tryout: `check` said the model Answer contradicted its own point).
  @Test func aThingThePointCountsBothWaysIsNoCount() {
    let tuple = checkPoint(
      "A tuple groups several values into one value.",
      "A tuple groups several values into one compound value.")
    expectTrue(tuple.credited, "\(tuple)")
    expectTrue(!tuple.contradicted, "\(tuple)")
  }

  /// The point's own count beside another, a denied count, `many` said of kinds, and a count of
  /// another thing leave the point stated.
  @Test func theSameCountOrAnotherThingIsStillStated() {
    let both = checkPoint(
      "An actor runs one task at a time", "An actor runs one task at a time, never several tasks at once")
    expectTrue(both.credited, "\(both)")
    let kinds = checkPoint(
      "One implementation for many types, with the type as a parameter",
      "You write one implementation that works for many types, with the type as a parameter")
    expectTrue(kinds.credited, "\(kinds)")
    let other = checkPoint(
      "A class inherits from one superclass but can conform to many protocols",
      "A class has a single superclass and conforms to several protocols")
    expectTrue(other.credited, "\(other)")
  }

  /// The counts read: one, a number word, several; a bound or a denial is no count.
  @Test func countsAreReadBesideWhatTheyCount() {
    let stemmer = SnowballStemmer()
    let read = KeyPointMatcher.counts(
      in: "runs two tasks, at least one queue, not several threads, a single actor", stemmer: stemmer,
      stop: GradingLexicon.bundled.stopWords)
    expectEqual(read.map(\.count), [2, 1])
    expectEqual(read.map(\.thing), [stemmer.stem("tasks"), stemmer.stem("actor")])
  }
}

/// The other way round (session 22, s22-grading37): a point that counts a thing as more than one
/// is not stated by a sentence that says it is one; `at most one` is one; a count joined by a
/// hyphen and a number after a name count nothing.
@Suite struct KeyPointMatcherCountOtherWayTests {
  /// "a single UTF-16 code unit" for "four", "a single run" for "several runs", "several
  /// completions" for "at most one completion".
  @Test func oneForMoreThanOneContradicts() {
    let emoji = checkPoint(
      "A flag emoji is one Swift `Character` but four UTF-16 code units.",
      "A flag emoji is one Swift Character, and also a single UTF-16 code unit.")
    expectTrue(emoji.contradicted, "\(emoji)")
    let runs = checkPoint(
      "Measure against the baseline, several runs each.", "Measure against the baseline with a single run.")
    expectTrue(runs.contradicted, "\(runs)")
    let completion = checkPoint(
      "A subscriber receives values, then at most one completion.",
      "A subscriber receives values, then several completions.")
    expectTrue(completion.contradicted, "\(completion)")
  }

  /// "a one-pass version" and "Swift 6 … one module at a time" count no pass and no six modules.
  @Test func aCompoundOrANameIsNoCount() {
    let passes = checkPoint(
      "Two passes over n characters are still O(n) time.",
      "Two passes over n characters are still O(n) time, and a one-pass version is no faster.")
    expectTrue(passes.credited, "\(passes)")
    expectTrue(!passes.contradicted, "\(passes)")
    let modules = checkPoint(
      "A team can migrate to Swift 6 module by module.",
      "The team can migrate to Swift 6 one module at a time.")
    expectTrue(!modules.contradicted, "\(modules)")
  }
}
