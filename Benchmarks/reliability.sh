#!/usr/bin/env bash
# `make reliability`: the long reliability runs of the built binary.
#   1. kill -9 a scripted quiz at KILLS random moments (default 100): after each,
#      the store passes PRAGMA integrity_check and holds every answer whose
#      result had been shown;
#   2. two sessions answering 500 questions each at the same time: 1,000 reviews;
#   3. code answers stopped only by the 10 s time limit (a busy loop, a fork bomb);
#   4. the quick end-to-end reliability tests (hostile content and code, bad input,
#      Ctrl-C and EOF at every prompt, damaged, read-only and full stores), which
#      also run in `make test`.
# Results: docs/reliability.md.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
KILLS=${KILLS:-100}
cd "$ROOT"

command -v sqlite3 >/dev/null || {
  echo "installing sqlite3 (for PRAGMA integrity_check)"
  apt-get install -y -qq sqlite3 >/dev/null
}

BIN_DIR=$(swift build --show-bin-path)
[ -x "$BIN_DIR/swiftdrill" ] || swift build --product swiftdrill
(cd Benchmarks && swift build -c release --product drillbench >/dev/null)
DRILLBENCH="$(cd Benchmarks && swift build -c release --show-bin-path)/drillbench"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/swiftdrill-reliability.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
# A copy outside the clone sees no bundled content: only the generated bank.
mkdir -p "$WORK/bin"
cp "$BIN_DIR/swiftdrill" "$WORK/bin/swiftdrill"
SD="$WORK/bin/swiftdrill"
"$DRILLBENCH" generate "$WORK/bank" --packs 10 --questions 100 --mix short >/dev/null
printf 'yes\n%.0s' $(seq 1000) >"$WORK/answers1000"
printf 'yes\n%.0s' $(seq 500) >"$WORK/answers500"
export SWIFTDRILL_NOW=2026-01-15T09:00:00Z NO_COLOR=1 SWIFT_BACKTRACE=enable=no

reviews() { sqlite3 "$1/progress.sqlite" 'select count(*) from reviews' 2>/dev/null || echo 0; }

# 1. kill -9 at random moments ------------------------------------------------
home="$WORK/kill-home"
failures=0
lost=0
total_shown=0
for ((i = 1; i <= KILLS; i++)); do
  before=$(reviews "$home")
  SWIFTDRILL_HOME="$home" "$SD" --content "$WORK/bank" quiz --count 1000 --seed "$i" \
    <"$WORK/answers1000" >"$WORK/out" 2>"$WORK/err" &
  pid=$!
  sleep "0.$(printf %03d $((RANDOM % 1000)))"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  shown=$(grep -c -E '^(✓|✗) ' "$WORK/out" || true)
  integrity=$(sqlite3 "$home/progress.sqlite" 'PRAGMA integrity_check' 2>&1 || true)
  after=$(reviews "$home")
  total_shown=$((total_shown + shown))
  if [ "$integrity" != "ok" ]; then
    echo "kill $i: integrity_check said: $integrity"
    failures=$((failures + 1))
  fi
  if [ $((after - before)) -lt "$shown" ]; then
    echo "kill $i: $shown results shown but only $((after - before)) reviews recorded"
    lost=$((lost + shown - after + before))
    failures=$((failures + 1))
  fi
done
if ! SWIFTDRILL_HOME="$home" "$SD" stats >/dev/null 2>"$WORK/err"; then
  echo "stats failed after the kills:"
  cat "$WORK/err"
  failures=$((failures + 1))
fi
echo "kill -9: $KILLS kills, $total_shown results shown, $(reviews "$home") reviews kept, $lost lost, $failures problems"
kill_failures=$failures

# 2. two sessions at once -----------------------------------------------------
home="$WORK/two-home"
SWIFTDRILL_HOME="$home" "$SD" --content "$WORK/bank" quiz --count 500 --seed 1 \
  <"$WORK/answers500" >"$WORK/out1" 2>"$WORK/err1" &
first=$!
SWIFTDRILL_HOME="$home" "$SD" --content "$WORK/bank" quiz --count 500 --seed 2 \
  <"$WORK/answers500" >"$WORK/out2" 2>"$WORK/err2" &
second=$!
status1=0
status2=0
wait "$first" || status1=$?
wait "$second" || status2=$?
recorded=$(reviews "$home")
integrity=$(sqlite3 "$home/progress.sqlite" 'PRAGMA integrity_check')
echo "two sessions: exit $status1 and $status2, $recorded reviews recorded (want 1000), integrity $integrity"
two_ok=0
if [ "$status1" = 0 ] && [ "$status2" = 0 ] && [ "$recorded" = 1000 ] && [ "$integrity" = ok ]; then
  two_ok=1
else
  cat "$WORK/err1" "$WORK/err2"
fi

# 3. code answers that only the time limit stops --------------------------------
# A busy loop and a fork bomb (children exec `sleep 4343.5`), typed into a quiz:
# both must end at the 10 s limit, be reported, and leave no process behind.
home="$WORK/hostile-home"
mkdir -p "$WORK/hostile"
{
  printf -- '---\nid: hostile-loop\ntitle: Hostile loops\n---\n'
  for n in 1 2; do
    printf '\n## Return one %s\nid: one-%s\ntype: code\n\nWrite value().\n\n' "$n" "$n"
    printf '### Tests\n```swift\nprecondition(value() == 1)\n```\n\n'
    printf '### Answer\n```swift\nfunc value() -> Int { 1 }\n```\n'
  done
} >"$WORK/hostile/pack.md"
cat >"$WORK/hostile-answers" <<'SWIFT'
func value() -> Int { var n = 0; while true { n &+= 1 } }
.
import Glibc
func value() -> Int {
  while true {
    if fork() == 0 {
      let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("sleep"), strdup("4343.5"), nil]
      execv("/bin/sleep", arguments)
      _exit(0)
    }
  }
}
.
SWIFT
hostile_status=0
SWIFTDRILL_HOME="$home" SWIFTDRILL_BUNDLED=none "$SD" --content "$WORK/hostile" quiz --count 2 --seed 1 \
  <"$WORK/hostile-answers" >"$WORK/out" 2>"$WORK/err" || hostile_status=$?
limits=$(grep -c 'did not pass (time limit)' "$WORK/out" || true)
left=$(pgrep -c -f 'sleep 4343.5' || true)
echo "hostile code: exit $hostile_status, $limits of 2 stopped at the time limit, $left processes left over"
hostile_ok=0
if [ "$hostile_status" = 0 ] && [ "$limits" = 2 ] && [ "$left" = 0 ] && grep -q 'Quiz summary' "$WORK/out"; then
  hostile_ok=1
else
  cat "$WORK/out" "$WORK/err"
fi

# 4. quick end-to-end reliability tests ----------------------------------------
tests_ok=1
swift test --filter Reliability 2>&1 | tail -n 3 || tests_ok=0

if [ "$kill_failures" = 0 ] && [ "$two_ok" = 1 ] && [ "$hostile_ok" = 1 ] && [ "$tests_ok" = 1 ]; then
  echo "reliability: all passed"
else
  echo "reliability: FAILED"
  exit 1
fi
