#!/usr/bin/env python3
"""Checks the DocC site `make docs` built, as a reader sees it.

Serves .build/docs over HTTP (the site loads its pages as JSON, which a
browser refuses from file://), opens pages in headless Chromium, and checks
that their text rendered; saves a screenshot of each beside the site. Then
checks that every public symbol of the symbol graph has a page and a doc
comment. Exits 1 with one line per failure.
"""
import functools, html, http.server, json, pathlib, re, socketserver, subprocess, sys, threading

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".build/docs")
graphs = pathlib.Path(sys.argv[2] if len(sys.argv) > 2 else ".build/symbol-graphs")
shots = pathlib.Path(".build/docs-check")
shots.mkdir(parents=True, exist_ok=True)
failures = []

# What each page must show once its scripts have run: words of its own
# text, so an empty shell of the app does not pass.
pages = {
    "landing": ("documentation/termcover/", ["full-screen covers, transitions and everyday views", "Presenting a full-screen cover", "PresentationProxy"]),
    "presenting": ("documentation/termcover/presentingafullscreencover", ["Present, work, dismiss", "CancellationError", "proxy.present()"]),
}

handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root))
http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
with socketserver.TCPServer(("127.0.0.1", 0), handler) as server:
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    chrome = ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
              "--virtual-time-budget=20000", "--window-size=1280,1600"]
    for name, (path, words) in pages.items():
        dom = subprocess.run(chrome + ["--dump-dom", base + path], capture_output=True, text=True, timeout=120).stdout
        # DocC breaks long identifiers with <wbr>: compare the text, not the markup.
        dom = html.unescape(re.sub(r"<[^>]+>", "", dom))
        for word in words:
            if word not in dom:
                failures.append(f"{path}: rendered page lacks {word!r}")
        subprocess.run(chrome + [f"--screenshot={shots / (name + '.png')}", base + path],
                       capture_output=True, timeout=120)
        if not (shots / (name + ".png")).exists():
            failures.append(f"{path}: no screenshot")
    server.shutdown()

# Every public symbol: a page in the site and a doc comment in the graph.
data = root / "data" / "documentation"
pages_on_disk = {p.relative_to(data).with_suffix("").as_posix().lower() for p in data.rglob("*.json")}

def normal(component):
    """A path component as DocC spells it in a URL, without the suffix it adds
    to tell apart a type and a property of one name, or overloads."""
    component = re.sub(r"[^a-z0-9_():.\-]", "_", component.lower())
    return re.sub(r"-(swift\.[a-z.]+|[0-9a-z]{4,6}|\(.*\))$", "", component)

site = {"/".join(normal(c) for c in page.split("/")) for page in pages_on_disk}
symbols = 0
for graph in graphs.glob("*.symbols.json"):
    # Extensions of another module's types (TermCover@Swift) live under that module's name.
    module, _, extended = graph.name.split(".")[0].partition("@")
    prefix = module.lower() + "/" + (extended.lower() + "/" if extended else "")
    for symbol in json.loads(graph.read_text())["symbols"]:
        path = symbol["pathComponents"]
        if path[-1].startswith("$"):   # a property wrapper's projection, written by a macro
            continue
        symbols += 1
        key = "/".join(normal(c) for c in (prefix + "/".join(path)).split("/"))
        if key not in site:
            failures.append(f"{'/'.join(path)}: no page in the site")
        if not symbol.get("docComment") and symbol["kind"]["identifier"] != "swift.extension":
            failures.append(f"{'/'.join(path)}: no doc comment")
print(f"docs-check: {symbols} public symbols, {len(pages_on_disk)} pages, screenshots in {shots}/")
for failure in failures:
    print("docs-check: " + failure, file=sys.stderr)
sys.exit(1 if failures else 0)
