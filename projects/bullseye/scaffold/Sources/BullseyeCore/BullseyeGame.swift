// The rules of Bullseye go in this library.
// Start with stage 1: see stages/ in this folder.
