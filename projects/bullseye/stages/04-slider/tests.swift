import BullseyeCore

/// The bar with the `O` at `position`, as the instructions describe it.
func bar(at position: Int) -> String {
  "1 [" + String(repeating: "-", count: position) + "O" + String(repeating: "-", count: 49 - position)
    + "] 100"
}

var game = BullseyeGame(target: 30)
expect(game.sliderBar, bar(at: 24), "sliderBar with the slider at 50")
expect(game.sliderBar.count, 58, "the length of sliderBar (3 + 50 + 5 characters)")
game.sliderValue = 1
expect(game.sliderBar, bar(at: 0), "sliderBar with the slider at 1")
game.sliderValue = 100
expect(game.sliderBar, bar(at: 49), "sliderBar with the slider at 100")
expect(!game.sliderBar.contains("100]"), "sliderBar must not show the slider's number")

game.sliderValue = 50
game.moveSlider(by: 3)
expect(game.sliderValue, 53, "the slider after moveSlider(by: 3) from 50")
game.moveSlider(by: -10)
expect(game.sliderValue, 43, "the slider after moveSlider(by: -10) from 53")
game.moveSlider(by: 500)
expect(game.sliderValue, 100, "the slider after moving far right (it stops at 100)")
game.moveSlider(by: -1000)
expect(game.sliderValue, 1, "the slider after moving far left (it stops at 1)")
