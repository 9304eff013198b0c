import DrillKitTesting
import Testing

@testable import DrillGames
@testable import DrillSupport

@Suite struct BullseyeEngineTests {
  @Test(arguments: [(0, 200), (1, 150), (2, 98), (10, 90), (50, 50), (99, 1)])
  func pointsDependOnTheDistance(difference: Int, points: Int) {
    expectEqual(BullseyeEngine.points(difference: difference), points)
  }

  @Test func targetsStayWithinOneToHundred() {
    var generator = SeededGenerator(seed: 5)
    let targets = (0..<2000).map { _ in BullseyeEngine(using: &generator).target }
    expectEqual(targets.min(), 1)
    expectEqual(targets.max(), 100)
  }

  @Test func sliderStartsInTheMiddleAndIsClamped() {
    var engine = BullseyeEngine(target: 10)
    expectEqual(engine.slider, 50)
    engine.moveSlider(by: 70)
    expectEqual(engine.slider, 100)
    engine.moveSlider(by: -250)
    expectEqual(engine.slider, 1)
    engine.setSlider(0)
    expectEqual(engine.slider, 1)
  }

  @Test(arguments: [(37, 37, 200), (37, 38, 150), (37, 36, 150), (37, 50, 87), (100, 1, 1)])
  func hitAddsPointsAndAdvancesTheRound(target: Int, slider: Int, points: Int) {
    var generator = SeededGenerator(seed: 2)
    var engine = BullseyeEngine(target: target)
    engine.setSlider(slider)
    let round = engine.hit(using: &generator)
    expectEqual(round.points, points)
    expectEqual(round.target, target)
    expectEqual(round.slider, slider)
    expectEqual(engine.score, points)
    expectEqual(engine.round, 2)
    expectEqual(engine.slider, BullseyeEngine.sliderStart)
  }

  @Test func scoresAddUpOverRounds() {
    var generator = SeededGenerator(seed: 2)
    var engine = BullseyeEngine(target: 20)
    engine.setSlider(20)
    _ = engine.hit(using: &generator)
    let target = engine.target
    engine.setSlider(target)
    _ = engine.hit(using: &generator)
    expectEqual(engine.score, 400)
    expectEqual(engine.round, 3)
  }

  @Test func startOverResetsScoreAndRound() {
    var generator = SeededGenerator(seed: 9)
    var engine = BullseyeEngine(target: 20)
    _ = engine.hit(using: &generator)
    engine.startOver(using: &generator)
    expectEqual(engine.score, 0)
    expectEqual(engine.round, 1)
    expectContains(BullseyeEngine.range, engine.target)
  }

  @Test func aboutTextExplainsTheScoring() {
    expectContains(BullseyeEngine.aboutText, "200")
    expectContains(BullseyeEngine.aboutText, "150")
  }
}
