import Add1Core

let game = Add1Game(seed: UInt64.random(in: 0...UInt64.max))
print("Add 1")
print("Code: \(game.code)")
