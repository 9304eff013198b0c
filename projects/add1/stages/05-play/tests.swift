import Add1Core

var game = Add1Game(seed: 42, seconds: 0)
expect(game.code, "3184", "the first code with seed 42")
expect(game.answer("abcd", at: 1), "Wrong: the answer was 4295. Score: -1", "a wrong answer to 3184")
expect(game.answer("1369", at: 1.5), "Time's up! Your score: -1", "an answer after a 0-second match")
