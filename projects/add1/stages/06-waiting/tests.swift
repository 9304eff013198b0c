import Add1Core

var game = Add1Game(seed: 42)
expect(game.deadline, nil, "deadline before any answer")
expect(game.timeUp(at: 1000), nil, "timeUp before the clock starts")
_ = game.answer("4295", at: 2)
expect(game.deadline, 62, "deadline of a match whose first answer came at 2 seconds")
expect(game.timeUp(at: 61.9), nil, "timeUp with a tenth of a second left")
expect(game.score, 1, "the score while time is left")
expect(game.timeUp(at: 62), "Time's up! Your score: 1", "timeUp at the deadline, with no answer typed")
expect(game.score, 0, "the score of the new match after timeUp")
expect(game.deadline, nil, "deadline of the new match (its clock waits for an answer)")
expect(game.timeUp(at: 200), nil, "timeUp again: the new match has not started")
