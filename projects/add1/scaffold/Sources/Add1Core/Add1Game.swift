// The rules of Add 1 go in this library.
// Start with stage 1: see stages/ in this folder.
