// The rules of Guess the Number go in this library.
// Start with stage 1: see stages/ in this folder.
