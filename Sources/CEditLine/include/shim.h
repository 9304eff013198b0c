#ifndef SWIFTDRILL_CEDITLINE_SHIM_H
#define SWIFTDRILL_CEDITLINE_SHIM_H

#include <stdio.h>
#include <editline/readline.h>

// libedit's configuration lives in C globals. Swift 6 treats imported mutable
// globals as unsafe shared state, so every write goes through one of these
// setters, called only from the main thread before or between readline calls.

// They are defined in editline_loader.c, which opens libedit on first use (an
// interactive terminal; CLibraryLoader.h says why) and reaches the globals through it.
void swiftdrill_rl_set_completion(rl_completion_func_t *function);
void swiftdrill_rl_set_name(const char *name);
void swiftdrill_rl_set_append_character(int character);
void swiftdrill_rl_set_catch_signals(int value);
void swiftdrill_rl_set_completion_over(int value);
void swiftdrill_rl_set_word_break_characters(char *characters);
void swiftdrill_rl_set_streams(FILE *input, FILE *output);
const char *swiftdrill_rl_line_buffer(void);
int swiftdrill_rl_point(void);
int swiftdrill_history_length(void);
int swiftdrill_history_base(void);
/// The newest history entry, or NULL.
const char *swiftdrill_history_last(void);

#endif
