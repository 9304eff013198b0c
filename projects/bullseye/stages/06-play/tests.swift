import BullseyeCore

var game = BullseyeGame(seed: 42)
expect(game.target, 14, "the first target with seed 42")
expect(game.play("14"), "The slider's value is 14. You earned 200 points.", "play(\"14\") with the target 14")
expect(game.target, 92, "the second target with seed 42")
