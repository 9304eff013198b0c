// The rules of Anagrams go in this library.
// Start with stage 1: see stages/ in this folder.
