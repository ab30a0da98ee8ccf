#!/usr/bin/env python3
"""make test's and make soak's runner: picks tests by their Swift Testing
tags and counts results from the runner's event stream, not its human
output, so a renamed suite or a reworded summary never drops a check.

    tools/test-in-parts.py BUNDLE             # make test: five processes at once
    tools/test-in-parts.py --tag soak BUNDLE  # make soak: the tests tagged soak

BUNDLE is the built TermCoverPackageTests.xctest. The tags are declared in
Sources/TermCoverTestSupport/Tags.swift. Most suites hold the main actor
(views, TestHost, ncurses), so one process keeps about one core busy; on
two cores several processes finish sooner than one. The parts: the suites
tagged galleryLook; those tagged inProcessTerminal (ncurses state is per
process, so they never meet another part's screens); those tagged
backendPseudoTerminal and those tagged recorderPseudoTerminal (programs on
a pty, one at a time, mostly waiting: apart, they run beside the demo's
pty suites and each other instead of after them);
everything else.
Each part's output is printed whole as it ends, then one line counts them
all. The exit status is non-zero if any test failed or a part ran none.
"""
import json
import os
import time
import re
import subprocess
import sys
import tempfile

PARTS = ["galleryLook", "inProcessTerminal", "backendPseudoTerminal", "recorderPseudoTerminal"]
LOCATION = re.compile(r"/[^/]+\.swift:\d+:\d+$")


def events(path):
    """The records of an event stream file, in order."""
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def listing(bundle, scratch):
    """Every test and suite: id -> (kind, own tags)."""
    path = os.path.join(scratch, "list.jsonl")
    subprocess.run([bundle, "--testing-library", "swift-testing", "--list-tests",
                    "--event-stream-output-path", path, "--event-stream-version", "0"],
                   stdout=subprocess.DEVNULL, check=True)
    tests = {}
    for record in events(path):
        if record.get("kind") == "test":
            p = record["payload"]
            tests[p["id"]] = (p["kind"], set(p.get("_tags", [])))
    return tests


def pattern(test_id):
    """A --filter/--skip regex for a test or suite and everything in it."""
    name = LOCATION.sub("", test_id)
    return "^" + re.escape(name) + "(/|$)"


def tagged(tests, tag):
    """Patterns for the tests and suites that carry `tag` themselves (what
    they contain inherits it)."""
    return sorted(pattern(i) for i, (_, tags) in tests.items() if "." + tag in tags)


def run_part(bundle, args, scratch, name):
    stream = os.path.join(scratch, name + ".jsonl")
    log = open(os.path.join(scratch, name + ".log"), "w")
    command = [bundle, "--testing-library", "swift-testing", *args,
               "--event-stream-output-path", stream, "--event-stream-version", "0"]
    return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT), stream, log.name


def count(stream):
    """(passed, failed, skipped) test functions in one part's stream."""
    records = events(stream)
    functions = {r["payload"]["id"] for r in records
                 if r.get("kind") == "test" and r["payload"]["kind"] == "function"}
    ended, skipped, failed = set(), set(), set()
    for r in records:
        if r.get("kind") != "event":
            continue
        p = r["payload"]
        test = p.get("testID")
        if test not in functions:
            continue
        if p["kind"] == "testEnded":
            ended.add(test)
        elif p["kind"] == "testSkipped":
            skipped.add(test)
        elif p["kind"] == "issueRecorded" and not p.get("issue", {}).get("isKnown", False):
            failed.add(test)
    return len(ended - failed), len(failed), len(skipped)


def durations(stream):
    """(seconds, display name) of each test function that ended in one part's stream."""
    records = events(stream)
    names = {r["payload"]["id"]: r["payload"].get("displayName") or r["payload"]["name"]
             for r in records if r.get("kind") == "test" and r["payload"]["kind"] == "function"}
    started, spans = {}, []
    for r in records:
        p = r.get("payload", {})
        test = p.get("testID")
        if r.get("kind") != "event" or test not in names:
            continue
        if p["kind"] == "testStarted":
            started[test] = p["instant"]["absolute"]
        elif p["kind"] == "testEnded" and test in started:
            spans.append((p["instant"]["absolute"] - started[test], names[test]))
    return spans


def main():
    args = sys.argv[1:]
    only = None
    if len(args) == 3 and args[0] == "--tag":
        only, args = args[1], args[2:]
    if len(args) != 1:
        sys.exit("usage: tools/test-in-parts.py [--tag TAG] PATH/TermCoverPackageTests.xctest")
    bundle = args[0]
    with tempfile.TemporaryDirectory() as scratch:
        tests = listing(bundle, scratch)
        if only is not None:
            chosen = tagged(tests, only)
            if not chosen:
                sys.exit(f"test-in-parts: no test is tagged {only}")
            parts = [[a for p in chosen for a in ("--filter", p)]]
        else:
            picked = [tagged(tests, tag) for tag in PARTS]
            for tag, patterns in zip(PARTS, picked):
                if not patterns:
                    sys.exit(f"test-in-parts: no test is tagged {tag}")
            rest = [a for patterns in picked for p in patterns for a in ("--skip", p)]
            parts = [[a for p in patterns for a in ("--filter", p)] for patterns in picked] + [rest]
        # XCTest cases, if any are ever added (none today), run first, alone.
        xctest = subprocess.run([bundle, "--testing-library", "xctest"], capture_output=True, text=True)
        sys.stdout.write(xctest.stdout + xctest.stderr)
        status = xctest.returncode
        began = time.monotonic()
        running = [run_part(bundle, a, scratch, f"part{i + 1}") for i, a in enumerate(parts)]
        passed = failed = skipped = 0
        spans, walls = [], []
        for i, (process, stream, log) in enumerate(running):
            code = process.wait()
            walls.append(time.monotonic() - began)
            spans += durations(stream)
            with open(log, encoding="utf-8", errors="replace") as f:
                sys.stdout.write(f.read())
            p, f_, s = count(stream)
            passed, failed, skipped = passed + p, failed + f_, skipped + s
            if p + f_ == 0:
                print(f"test-in-parts: part {i + 1} ended (status {code}) without running a test to the end",
                      file=sys.stderr)
                status = status or 1
            elif code != 0 or f_:
                status = status or code or 1
        # Where the time goes, so that the 6-minute goal of make test can be kept.
        print("tests: parts ended after " + ", ".join(f"{w:.0f} s" for w in walls) + "; the slowest tests:")
        for seconds, name in sorted(spans, reverse=True)[:8]:
            print(f"  {seconds:6.1f} s  {name[:100]}")
        print(f"tests: {passed} passed, {failed} failed, {skipped} skipped")
        return status


if __name__ == "__main__":
    sys.exit(main())
