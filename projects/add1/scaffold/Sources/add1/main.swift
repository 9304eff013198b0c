// The program you start with `swift run`: it reads what the player types and
// prints what the game answers. The rules live in Add1Core.
import Add1Core

print("Add 1")
