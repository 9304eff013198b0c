import Add1Core

var game = Add1Game(seed: 42)
expect(game.seconds, 60, "the length of a match by default")
expect(game.startedAt, nil, "startedAt before any answer")
expect(game.timeText(at: 1000), "01:00", "timeText before the first answer (the clock has not started)")
_ = game.answer("12", at: 5)
expect(game.startedAt, nil, "a line that is not an answer does not start the clock")
_ = game.answer(Add1Game.expectedAnswer(for: game.code), at: 10)
expect(game.startedAt, 10, "startedAt after the first answer, at 10 seconds")
expect(game.score, 1, "the score after a right answer")
expect(game.timeLeft(at: 30), 40, "timeLeft 20 seconds after the start")
expect(game.timeText(at: 30), "00:40", "timeText 20 seconds after the start")
expect(game.timeText(at: 62.8), "00:08", "timeText with 7.2 seconds left (rounded up)")
expect(game.timeText(at: 69.5), "00:01", "timeText with half a second left")
expect(game.timeText(at: 100), "00:00", "timeText after the end")
expect(game.timeLeft(at: 100), 0, "timeLeft after the end (never below 0)")
_ = game.answer(Add1Game.expectedAnswer(for: game.code), at: 69.9)
expect(game.score, 2, "an answer just before the end is scored")
let late = game.code
expect(
  game.answer(Add1Game.expectedAnswer(for: late), at: 70), "Time's up! Your score: 2",
  "an answer at the end of the match")
expect(game.score, 0, "the score of the new match")
expect(game.startedAt, nil, "startedAt of the new match")
var codes = SeededGenerator(seed: 42)
let fourth = (1...4).map { _ in Add1Game.randomCode(using: &codes) }[3]
expect(game.code, fourth, "the code of the new match: a new one from the generator")
_ = game.answer("zzzz", at: 200)
expect(game.startedAt, 200, "the new match's clock starts with its first answer")
expect(game.score, -1, "the new match counts its own answers")

var long = Add1Game(seed: 1, seconds: 120)
expect(long.timeText(at: 0), "02:00", "timeText of a 120-second match")
_ = long.answer("0000", at: 1)
expect(long.timeText(at: 50.5), "01:11", "timeText 49.5 seconds into a 120-second match")
