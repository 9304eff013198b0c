import BullseyeCore

var game = BullseyeGame(target: 40)
game.sliderValue = 40
expect(game.sliderTargetDifference, 0, "the difference with the slider on the target")
expect(
  game.pointsForCurrentRound(), 200, "the points with the slider right on the target (100 + a bonus of 100)")
game.sliderValue = 41
expect(game.sliderTargetDifference, 1, "the difference with the slider at 41 and the target 40")
expect(game.pointsForCurrentRound(), 150, "the points one above the target (100 + a bonus of 50)")
game.sliderValue = 39
expect(
  game.sliderTargetDifference, 1, "the difference with the slider at 39 and the target 40 (never negative)")
expect(game.pointsForCurrentRound(), 150, "the points one below the target")
game.sliderValue = 50
expect(game.pointsForCurrentRound(), 90, "the points 10 above the target (100 - 10)")
game.sliderValue = 28
expect(game.pointsForCurrentRound(), 88, "the points 12 below the target (100 - 12)")
game.sliderValue = 2
expect(game.pointsForCurrentRound(), 62, "the points 38 below the target (100 - 38)")
var far = BullseyeGame(target: 1)
far.sliderValue = 100
expect(far.pointsForCurrentRound(), 1, "the points with the slider at 100 and the target 1")
