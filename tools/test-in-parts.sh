#!/usr/bin/env bash
# make test's runner: the test bundle in three processes at once.
#
#   tools/test-in-parts.sh PATH/TermCoverPackageTests.xctest
#
# Most suites hold the main actor (views, TestHost, ncurses), so one
# process keeps about one core busy: on this project's two cores the
# whole suite took 4 min 22 s in one process and 2 min 41 s in three
# (docs/PERFORMANCE.md, "make test"). The parts are cut so that each
# takes about a third: the gallery's look suites; its in-process ncurses
# suites and scripted runs; everything else. Each part's output is printed
# whole as it ends, then one closing line counts them all; the exit status
# is non-zero if any part failed or ran no test. Suites that must not
# overlap inside a process keep their traits (`.serialized`,
# `.ncursesExclusive`); ncurses state is per process, so parts never clash.
set -uo pipefail
bundle=${1:?usage: tools/test-in-parts.sh PATH/TermCoverPackageTests.xctest}
look='^CoverDemoTests\.(GalleryReliability|GalleryWholeWord|GallerySwapSpread|GalleryShowpiece|GalleryLook)Tests'
ncurses='^CoverDemoTests\.(NcursesSuites|ScriptRunTests)'
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# XCTest cases, if any are ever added (none today), then Swift Testing's parts.
"$bundle" --testing-library xctest > "$logs/xctest" 2>&1
xctest=$?
"$bundle" --testing-library swift-testing --filter "$look" > "$logs/1" 2>&1 & p1=$!
"$bundle" --testing-library swift-testing --filter "$ncurses" > "$logs/2" 2>&1 & p2=$!
"$bundle" --testing-library swift-testing --skip "$look" --skip "$ncurses" > "$logs/3" 2>&1 & p3=$!

cat "$logs/xctest"
status=$xctest
passed=0 failed=0
for part in 1 2 3; do
    pid_var=p$part
    wait "${!pid_var}"
    code=$?
    cat "$logs/$part"
    plain=$(sed 's/\x1b\[[0-9;]*m//g' "$logs/$part")
    total=$(grep -oE 'Test run with [0-9]+ tests?' <<< "$plain" | grep -oE '[0-9]+' | tail -n 1)
    bad=$(grep -cE '^✘ Test .* failed after' <<< "$plain")
    [ "$code" = 0 ] || [ "$status" != 0 ] || status=$code
    if [ -z "$total" ] || [ "$total" = 0 ]; then
        echo "test-in-parts: part $part ended (status $code) without running a test to the end" >&2
        [ "$status" != 0 ] || status=1
        continue
    fi
    passed=$((passed + total - bad)); failed=$((failed + bad))
done
echo "tests: $passed passed, $failed failed"
exit "$status"
