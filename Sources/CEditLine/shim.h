#ifndef SWIFTDRILL_CEDITLINE_SHIM_H
#define SWIFTDRILL_CEDITLINE_SHIM_H

#include <stdio.h>
#include <editline/readline.h>

// libedit's configuration lives in C globals. Swift 6 treats imported mutable
// globals as unsafe shared state, so every write goes through one of these
// setters, called only from the main thread before or between readline calls.

static inline void swiftdrill_rl_set_completion(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}

static inline void swiftdrill_rl_set_name(const char *name) {
  rl_readline_name = name;
}

static inline void swiftdrill_rl_set_append_character(int character) {
  rl_completion_append_character = character;
}

static inline void swiftdrill_rl_set_catch_signals(int value) {
  rl_catch_signals = value;
}

static inline void swiftdrill_rl_set_completion_over(int value) {
  rl_attempted_completion_over = value;
}

static inline void swiftdrill_rl_set_word_break_characters(char *characters) {
  rl_completer_word_break_characters = characters;
}

static inline void swiftdrill_rl_set_streams(FILE *input, FILE *output) {
  rl_instream = input;
  rl_outstream = output;
}

static inline const char *swiftdrill_rl_line_buffer(void) {
  return rl_line_buffer;
}

static inline int swiftdrill_rl_point(void) {
  return rl_point;
}

static inline int swiftdrill_history_length(void) {
  return history_length;
}

static inline int swiftdrill_history_base(void) {
  return history_base;
}

/// The newest history entry, or NULL.
static inline const char *swiftdrill_history_last(void) {
  HIST_ENTRY *entry = history_get(history_base + history_length - 1);
  return entry ? entry->line : NULL;
}

#endif
