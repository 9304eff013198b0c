# bash completion for swiftdrill: asks the program itself, so it always
# knows the current commands, options, packs, lessons and games.
_swiftdrill() {
  local cur=${COMP_WORDS[COMP_CWORD]}
  local before=("${COMP_WORDS[@]:1:COMP_CWORD-1}")
  local IFS=$'\n'
  COMPREPLY=($(swiftdrill __complete "${before[@]}" -- "$cur" 2>/dev/null))
}
complete -o default -F _swiftdrill swiftdrill
