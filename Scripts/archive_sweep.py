#!/usr/bin/env python3
"""Archive sweep: loads every storyboard scene and xib of real app folders through the port
step, as the app's code would, and measures what Compose makes of them. See Scripts/README.md.

For each APP_FOLDER: writes a scratch package under WORK (outside the repository) whose app
target ports a copy of the folder's .swift, .storyboard and .xib files (ComposePortPlugin), and
whose test target, ArchiveProbe (generated from ArchiveProbe.swift.template), has one XCTest
method per storyboard scene and per xib; builds it under the shared build lock; runs each method
in a process of its own (a crash in the app's code is that scene's result, not the sweep's end)
and prints, per app and in total, the archives read and refused, the scenes instantiated, the
scenes with every outlet connected, the crashes, and the causes of unconnected outlets and
unmodelled content, grouped, each with an example file:line and element.
"""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
SKIPPED_DIRS = {"DerivedData", "Pods", "Carthage", "build", ".build"}
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
UIKIT_CONTROLLERS = re.compile(r"^UI\w*(ViewController|NavigationController|TabBarController)$")
UIKIT_VIEWS = re.compile(r"^UI\w*(View|Cell|Control|Button|Label|Field|Bar)$")


def app_files(folder):
    for base, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS and not d.startswith("."))
        for name in sorted(files):
            if name.endswith((".swift", ".storyboard", ".xib")):
                yield os.path.relpath(os.path.join(base, name), folder)


def class_chain(folder):
    """Each class the app declares and its superclass (the first inherited name)."""
    supers = {}
    pattern = re.compile(r"\bclass\s+(\w+)\s*(?:<[^>{]*>)?\s*:\s*([\w.]+)")
    for rel in app_files(folder):
        if not rel.endswith(".swift"):
            continue
        with open(os.path.join(folder, rel), encoding="utf-8", errors="replace") as f:
            for name, parent in pattern.findall(f.read()):
                supers.setdefault(name, parent.split(".")[-1])
    return supers


def kind_of_class(name, supers):
    seen = set()
    while name and name not in seen:
        seen.add(name)
        if UIKIT_CONTROLLERS.match(name):
            return "controller"
        if UIKIT_VIEWS.match(name):
            return "view"
        name = supers.get(name)
    return None


def archive_cases(folder, rel, supers):
    """The probe cases of one archive: one per storyboard scene, one per xib."""
    path = os.path.join(folder, rel)
    info = {"path": rel, "kind": "xib" if rel.endswith(".xib") else "storyboard",
            "launch": "launch" in os.path.basename(rel).lower(), "cases": [], "modules": []}
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        info["xml_error"] = str(error)
        info["cases"].append({"path": rel, "scene": "", "route": "none", "inside": False})
        return info
    for element in root.iter():
        module = element.get("customModule")
        if module and element.get("customClass"):
            info["modules"].append(module)
    if info["kind"] == "xib":
        owner = None
        for element in root.iter("placeholder"):
            if element.get("placeholderIdentifier") == "IBFilesOwner":
                owner = element.get("customClass")
        owner_kind = kind_of_class(owner, supers) if owner and owner in supers else None
        info["cases"].append({"path": rel, "scene": "", "route": "nib", "owner": owner,
                              "owner_kind": owner_kind, "inside": False,
                              "xml_outlets": count_outlets(root)})
        return info
    initial = root.get("initialViewController")
    scenes = []
    relationship_parent = {}
    segue_targets = set()
    for scene in root.iter("scene"):
        objects = scene.find("objects")
        children = list(objects) if objects is not None else []
        vc = next((c for c in children if c.get("sceneMemberID") == "viewController"), None)
        vc = vc if vc is not None else next((c for c in children if c.tag != "placeholder"), None)
        scenes.append((scene.get("sceneID"), vc))
        if vc is None:
            continue
        for segue in vc.iter("segue"):
            if segue.get("kind") == "relationship":
                relationship_parent.setdefault(segue.get("destination"), vc.get("id"))
            else:
                segue_targets.add(segue.get("destination"))
        for segue in scene.iter("segue"):
            if segue.get("kind") != "relationship":
                segue_targets.add(segue.get("destination"))
    routes = {}

    def route_of(vc_id, depth=0):
        if vc_id in routes:
            return routes[vc_id]
        vc = next((v for _, v in scenes if v is not None and v.get("id") == vc_id), None)
        route = ("none", False)
        if vc is not None and vc.get("storyboardIdentifier"):
            route = ("identifier:" + vc.get("storyboardIdentifier"), False)
        elif vc_id == initial:
            route = ("initial", False)
        elif vc_id in relationship_parent and depth < 8:
            parent = route_of(relationship_parent[vc_id], depth + 1)
            if parent[0] != "none":
                route = (parent[0], True)
        routes[vc_id] = route
        return route

    outlet_counts = {scene.get("sceneID"): count_outlets(scene) for scene in root.iter("scene")}
    for scene_id, vc in scenes:
        case = {"path": rel, "scene": scene_id or "", "route": "none", "inside": False,
                "class": None, "element": None, "xml_outlets": outlet_counts.get(scene_id, 0)}
        if vc is not None:
            case["route"], case["inside"] = route_of(vc.get("id"))
            case["class"] = vc.get("customClass") or vc.tag
            case["element"] = vc.tag
            if case["route"] == "none":
                case["unreachable"] = ("segue" if vc.get("id") in segue_targets
                                       else "no identifier, not initial")
        info["cases"].append(case)
    return info


def count_outlets(element):
    return sum(1 for e in element.iter() if e.tag in ("outlet", "outletCollection"))


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


OWNER_MAKERS = {"controller": ["%(owner)s(nibName: %(name)s, bundle: nil)", "%(owner)s()"],
                "view": ["%(owner)s(frame: .zero)"]}


def case_body(case, attempt):
    """The statements of the case's test method. A xib's File's Owner is made as app code makes
    it, by the `attempt`th way that compiles (a view controller through `init(nibName:bundle:)`,
    else `init()`, which names no nib, so the class's name is the nib's; a view through
    `init(frame:)`), or not at all."""
    if case["route"] == "nib":
        name = os.path.splitext(os.path.basename(case["path"]))[0]
        makers = OWNER_MAKERS.get(case.get("owner_kind"), [])
        if attempt < len(makers):
            case["owner_maker"] = makers[attempt] % {"owner": case["owner"],
                                                     "name": swift_string(name)}
            return ["let owner: @MainActor () -> AnyObject = { %s }" % case["owner_maker"],
                    "ArchiveProbe.nib(%s, owner: owner)" % swift_string(case["path"])]
        case["owner_maker"] = None
        return ["ArchiveProbe.nib(%s, owner: nil)" % swift_string(case["path"])]
    return ["ArchiveProbe.scene(",
            "  %s, scene: %s, route: %s, inside: %s)" % (
                swift_string(case["path"]), swift_string(case["scene"]),
                swift_string(case["route"]), "true" if case["inside"] else "false")]


def write_app(app, work, module, cases, attempts):
    """The copy of the app folder, its port marker and its probe, under WORK."""
    for sub in ("Apps", "Port", "Probe"):
        shutil.rmtree(os.path.join(work, sub, module), ignore_errors=True)
    for rel in app_files(app):
        target = os.path.join(work, "Apps", module, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(app, rel), target)
    os.makedirs(os.path.join(work, "Port", module))
    with open(os.path.join(work, "Port", module, "ComposePort.swift"), "w") as f:
        f.write("// ComposePortPlugin compiles the folder named below in place of this target's "
                f"sources.\n// compose-port-source: Apps/{module}\n")
    write_probe(work, module, cases, attempts)


def write_probe(work, module, cases, attempts):
    folder = os.path.join(work, "Probe", module)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    with open(os.path.join(HERE, "ArchiveProbe.swift.template")) as f:
        template = f.read()
    before, after = template.split("@CASES@")
    before = before.replace("@MODULE@", module)
    lines = before.split("\n")
    for index, case in enumerate(cases):
        case["probe_lines"] = [len(lines) + 1]
        lines.append("  func test_%d() {" % index)
        lines.append("    MainActor.assumeIsolated {")
        lines += ["      " + l for l in case_body(case, attempts.get(index, 0))]
        lines.append("    }")
        lines.append("  }")
        case["probe_lines"].append(len(lines))
    probe = "\n".join(lines) + after.replace("@MODULE@", module)
    with open(os.path.join(folder, "ArchiveProbe.swift"), "w") as f:
        f.write(probe)


def write_package(work, compose, modules):
    """One package: per app, its ported target and its probe test target."""
    targets = []
    for module in modules:
        targets.append(f"""    .target(
      name: "{module}", dependencies: [.product(name: "UIKit", package: "compose")],
      path: "Port/{module}",
      plugins: [.plugin(name: "ComposePortPlugin", package: "compose")]),
    .testTarget(
      name: "{module}ArchiveProbe",
      dependencies: [
        "{module}", .product(name: "UIKit", package: "compose"),
        .product(name: "Compose", package: "compose"),
      ],
      path: "Probe/{module}"),
""")
    with open(os.path.join(work, "Package.swift"), "w") as f:
        f.write(f"""// swift-tools-version: 6.2
// Written by Scripts/archive_sweep.py: app folders through ComposePortPlugin, and their probes.
import PackageDescription

let package = Package(
  name: "ArchiveSweep",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "compose", path: {json.dumps(compose)})],
  targets: [
{"".join(targets)}  ],
  swiftLanguageModes: [.v5]
)
""")


def build(work, scratch, lock, target=None, log_name="build.log"):
    log = os.path.join(work, log_name)
    command = ["flock", lock, "swift", "build", "--package-path", work, "--scratch-path", scratch]
    command += ["--target", target] if target else ["--build-tests"]
    with open(log, "w") as out:
        status = subprocess.call(command, stdout=out, stderr=subprocess.STDOUT)
    with open(log, encoding="utf-8", errors="replace") as f:
        errors = sorted({line.strip() for line in f if re.search(r"\berror:", line)})
    return status == 0, errors


DIAGNOSTIC_LINE = re.compile(r"^ComposeUIKit: (\w+) at (\S+): (.*)$")


def run_case(binary, module, index, lock, timeout):
    name = f"{module}ArchiveProbe.ArchiveProbeTests/test_{index}"
    try:
        done = subprocess.run(["flock", lock, binary, name], capture_output=True, text=True,
                              timeout=timeout, errors="replace")
        stdout, stderr, rc = done.stdout, done.stderr, done.returncode
    except subprocess.TimeoutExpired as expired:
        stdout = expired.stdout.decode(errors="replace") if expired.stdout else ""
        stderr = expired.stderr.decode(errors="replace") if expired.stderr else ""
        rc = "timeout"
    result = None
    stage = None
    for line in stdout.splitlines():
        if line.startswith("PROBE-RESULT "):
            result = json.loads(line[len("PROBE-RESULT "):])
        elif line.startswith("PROBE-STAGE "):
            stage = line[len("PROBE-STAGE "):]
    if result is None:
        text = (stdout + "\n" + stderr).splitlines()
        stop = next((i for i, l in enumerate(text) if l.startswith("*** ")), len(text))
        fatal = [l.strip() for l in text[:stop]
                 if l.strip() and not l.startswith(("swift-runtime:", "PROBE-", "Test Suite",
                                                     "Test Case", "ComposeUIKit: "))][-2:]
        diagnostics = []
        for line in stderr.splitlines():
            m = DIAGNOSTIC_LINE.match(line)
            if m:
                diagnostics.append({"code": m.group(1), "path": m.group(2),
                                    "message": m.group(3)})
        result = {"status": "crashed", "stage": stage, "exit": rc,
                  "crash": (fatal[:3] or (stderr.strip().splitlines() or [""])[-3:]),
                  "diagnostics": diagnostics}
    return result


def normalize(message):
    text = re.sub(r'"[^"]*"', '"…"', message)
    text = re.sub(r"\(0x[0-9a-f]+\)", "", text)
    text = re.sub(r"\b[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}\b", "ID", text)
    text = re.sub(r"\b\w+\.(\w+)\b(?= (is|takes))", r"\1", text)
    return text


def prepare_app(app, args):
    app = os.path.abspath(app)
    supers = class_chain(app)
    archives = [archive_cases(app, rel, supers) for rel in app_files(app)
                if rel.endswith((".storyboard", ".xib"))]
    modules = collections.Counter(m for a in archives for m in a["modules"] if IDENT.match(m))
    module = args.module or (modules.most_common(1)[0][0] if modules else
                             re.sub(r"\W", "_", os.path.basename(app)))
    cases = [c for a in archives for c in a["cases"]]
    return {"app": app, "module": module, "archives": archives, "cases": cases,
            "compiled": False, "build_errors": []}


def build_apps(reports, args):
    """Builds each app and its probe on its own (one that does not compile leaves the others
    measured), then the test product of those that do."""
    write_package(args.work, args.compose, [r["module"] for r in reports])
    for report in reports:
        if not report["cases"]:
            continue
        write_app(report["app"], args.work, report["module"], report["cases"], attempts={})
    for report in reports:
        if not report["cases"]:
            continue
        module = report["module"]
        sys.stderr.write(f"archive-sweep: building {module}\n")
        ok, errors = build(args.work, args.scratch, args.lock, f"{module}ArchiveProbe",
                           f"build-{module}.log")
        attempts = {}
        while not ok:
            # An owner made one way may not compile (the class declares other initializers):
            # the cases whose lines have an error try the next way, at last no owner.
            bad = {int(m.group(1)) for e in errors
                   for m in [re.search(r"/Probe/%s/ArchiveProbe\.swift:(\d+):" % module, e)] if m}
            retry = False
            for index, case in enumerate(report["cases"]):
                first, last = case.get("probe_lines", [0, 0])
                if case.get("owner_maker") and any(first <= line <= last for line in bad):
                    attempts[index] = attempts.get(index, 0) + 1
                    retry = True
            if not retry:
                break
            report.setdefault("owner_build_errors", []).extend(errors)
            write_probe(args.work, module, report["cases"], attempts)
            ok, errors = build(args.work, args.scratch, args.lock, f"{module}ArchiveProbe",
                               f"build-{module}.log")
        report["compiled"] = ok
        report["build_errors"] = errors
    compiled = [r["module"] for r in reports if r["compiled"]]
    write_package(args.work, args.compose, compiled)
    ok, errors = build(args.work, args.scratch, args.lock)
    if not ok:
        sys.exit("archive-sweep: the probes do not build together:\n" + "\n".join(errors[:20]))


def run_app(report, args):
    binary = os.path.join(args.scratch, "debug", "ArchiveSweepPackageTests.xctest")
    for index, case in enumerate(report["cases"]):
        case["result"] = run_case(binary, report["module"], index, args.lock, args.timeout)
        sys.stderr.write(f"  {report['module']} {case['path']} {case['scene']}: "
                         f"{case['result'].get('status')}\n")


def status_of(result):
    return result.get("status")


def outlets_all_connected(result):
    outlets = result.get("outlets", [])
    return all(o["state"] == "connected" for o in outlets)


def summarize(reports):
    lines = []
    totals = collections.Counter()
    outlet_causes = collections.defaultdict(list)
    diagnostic_causes = collections.defaultdict(list)
    crash_causes = collections.defaultdict(list)
    unmade_causes = collections.defaultdict(list)
    refusals = []
    header = ("| app | compiled | archives (sb+xib, launch) | refused | units | instantiable | "
              "instantiated | every outlet connected | share | crashed |")
    lines.append(header)
    lines.append("|---" * (header.count("|") - 1) + "|")
    rest = collections.Counter()
    for report in reports:
        c = collections.Counter()
        c["archives"] = len(report["archives"])
        c["launch"] = sum(a["launch"] for a in report["archives"])
        c["storyboards"] = sum(a["kind"] == "storyboard" for a in report["archives"])
        c["xibs"] = sum(a["kind"] == "xib" for a in report["archives"])
        refused_paths = set()
        seen_diagnostics = set()
        for case in report["cases"]:
            result = case.get("result")
            c["units"] += 1
            c["xml_outlets"] += case.get("xml_outlets", 0)
            launch = "launch" in os.path.basename(case["path"]).lower()
            if not launch:
                rest["units"] += 1
            if result is None:
                continue
            if not launch and status_of(result) not in ("not-instantiable",
                                                        "no-view-controller", "refused"):
                rest["instantiable"] += 1
                if status_of(result) == "instantiated":
                    rest["instantiated"] += 1
                    if outlets_all_connected(result):
                        rest["connected"] += 1
                        if result.get("outlets"):
                            rest["connected_with_outlets"] += 1
                if status_of(result) == "crashed":
                    rest["crashed"] += 1
            status = result.get("status")
            if status == "refused":
                refused_paths.add(case["path"])
                refusals.append((report["module"], case["path"], result.get("reason")))
                continue
            if status != "not-instantiable" and status != "no-view-controller":
                c["instantiable"] += 1
            if status in ("not-made", "wrong-class", "not-instantiable", "no-view-controller"):
                key = f"{status}: <{result.get('element') or case.get('element') or 'xib'}>"
                if status == "not-instantiable":
                    key += f" ({case.get('unreachable', '')})"
                elif case.get("inside"):
                    key += " (inside its container)"
                unmade_causes[key].append((report["module"], case["path"], case["scene"],
                                           result.get("expected_class"), case["route"]))
            if status == "crashed":
                c["crashed"] += 1
                crash_causes[normalize(" ".join(result.get("crash", []))[:300])].append(
                    (report["module"], case["path"], case["scene"], result.get("stage")))
            if status == "instantiated":
                c["instantiated"] += 1
                if outlets_all_connected(result):
                    c["connected"] += 1
                if result.get("outlets"):
                    c["with_outlets"] += 1
            for outlet in result.get("outlets", []):
                c["outlets"] += 1
                if status == "instantiated":
                    c["outlets_checked"] += 1
                    if outlet["state"] == "connected":
                        c["outlets_connected"] += 1
                    else:
                        key = f"{outlet['state']} (source <{outlet['source_element']}>)"
                        outlet_causes[key].append(
                            (report["module"], outlet["location"], outlet["source_id"],
                             outlet["source_class"], outlet["property"]))
            for d in result.get("diagnostics", []):
                ident = (d["path"], d["message"])
                if ident in seen_diagnostics:
                    continue
                seen_diagnostics.add(ident)
                diagnostic_causes[f"{d['code']}: {normalize(d['message'])}"].append(
                    (report["module"], d["path"], d["message"]))
        c["refused"] = len(refused_paths)
        totals.update(c)
        totals["apps"] += 1
        totals["apps_compiled"] += int(report["compiled"])
        share = (f"{100 * c['connected'] / c['instantiable']:.0f}%" if c["instantiable"] else "–")
        lines.append(
            f"| {report['module']} | {'yes' if report['compiled'] else 'no'} | "
            f"{c['storyboards']}+{c['xibs']} ({c['launch']}) | {c['refused']} | {c['units']} | "
            f"{c['instantiable']} | {c['instantiated']} | {c['connected']} | {share} | "
            f"{c['crashed']} |")
    share = (f"{100 * totals['connected'] / totals['instantiable']:.0f}%"
             if totals["instantiable"] else "–")
    lines.append(
        f"| **total** ({totals['apps_compiled']}/{totals['apps']} apps compiled) | | "
        f"{totals['storyboards']}+{totals['xibs']} ({totals['launch']}) | {totals['refused']} | "
        f"{totals['units']} | {totals['instantiable']} | {totals['instantiated']} | "
        f"{totals['connected']} | {share} | {totals['crashed']} |")
    share = (f"{100 * rest['connected'] / rest['instantiable']:.0f}%"
             if rest["instantiable"] else "–")
    lines.append(
        f"| **total without launch screens** | | | | {rest['units']} | {rest['instantiable']} | "
        f"{rest['instantiated']} | {rest['connected']} ({rest['connected_with_outlets']} with an "
        f"outlet) | {share} | {rest['crashed']} |")
    lines.append("")
    lines.append(f"Outlets the archives declare: {totals['xml_outlets']}; reported by the probes: "
                 f"{totals['outlets']}; in instantiated units: "
                 f"{totals['outlets_checked']}, connected: {totals['outlets_connected']}.")
    lines.append("Units: a storyboard scene or a xib. Instantiable: a scene with a Storyboard ID, "
                 "the initial one, or one a container relationship of those reaches; a xib.")
    if refusals:
        lines.append("\n### Archives refused\n")
        for module, path, reason in refusals:
            lines.append(f"- {module} {path}: {reason}")

    def ranked(title, causes, render):
        lines.append(f"\n### {title}\n")
        for key, items in sorted(causes.items(), key=lambda kv: -len(kv[1])):
            lines.append(f"- **{len(items)}** × {key} — e.g. {render(items[0])}")

    ranked("Outlets not connected (by state and source element)", outlet_causes,
           lambda i: f"{i[0]} {i[1]} <… id=\"{i[2]}\"> {i[3]}.{i[4]}")
    ranked("Diagnostics (unique per archive location, grouped by message)", diagnostic_causes,
           lambda i: f"{i[0]} {i[1]}: {i[2]}")
    ranked("Units not made (by status and element)", unmade_causes,
           lambda i: f"{i[0]} {i[1]} scene {i[2]} ({i[3]}, route {i[4]})")
    ranked("Crashes", crash_causes, lambda i: f"{i[0]} {i[1]} scene {i[2]} at {i[3]}")
    compile_failures = [r for r in reports if not r["compiled"] and r["cases"]]
    if compile_failures:
        lines.append("\n### Apps that did not compile\n")
        for r in compile_failures:
            lines.append(f"- {r['module']}: " + "; ".join(r["build_errors"][:3]))
    return "\n".join(lines), totals


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("apps", nargs="*", help="app folders (the .swift files and archives)")
    parser.add_argument("--from-json", nargs="+", metavar="JSON",
                        help="summarize earlier runs' --json files together; build nothing")
    parser.add_argument("--work", help="where the scratch package goes (outside the repository)")
    parser.add_argument("--compose", default=os.path.dirname(HERE),
                        help="the Compose checkout to build against (this one by default)")
    parser.add_argument("--module", help="the app module's name (one app only)")
    parser.add_argument("--scratch", help="shared scratch path (WORK/.scratch by default)")
    parser.add_argument("--lock", default=os.environ.get("COMPOSE_BUILD_LOCK",
                                                         "/tmp/compose-build.lock"))
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--timeout", type=int, default=120)
    parser.add_argument("--json", help="write the per-scene results here")
    parser.add_argument("--markdown", help="write the summary here")
    args = parser.parse_args()
    if args.from_json:
        reports = []
        for path in args.from_json:
            with open(path) as f:
                reports += json.load(f)
        summary, _ = summarize(reports)
        print(summary)
        if args.markdown:
            with open(args.markdown, "w") as f:
                f.write(summary + "\n")
        return
    if not args.apps or not args.work:
        parser.error("APP_FOLDER... and --work are required")
    args.work = os.path.abspath(args.work)
    args.compose = os.path.abspath(args.compose)
    for path in [args.work] + [os.path.abspath(a) for a in args.apps]:
        if (path + "/").startswith(os.path.abspath(os.path.dirname(HERE)) + "/"):
            sys.exit("archive-sweep: WORK and the app folders must be outside the repository")
    args.scratch = os.path.abspath(args.scratch or os.path.join(args.work, ".build"))
    os.makedirs(args.work, exist_ok=True)
    reports = [prepare_app(app, args) for app in args.apps]
    names = collections.Counter(r["module"] for r in reports)
    if any(n > 1 for n in names.values()):
        sys.exit("archive-sweep: two apps have one module name; sweep them apart: "
                 + ", ".join(m for m, n in names.items() if n > 1))
    if not args.skip_build:
        build_apps(reports, args)
    else:
        for report in reports:
            report["compiled"] = True
    for report in reports:
        if report["compiled"]:
            run_app(report, args)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(reports, f, indent=1)
    summary, _ = summarize(reports)
    print(summary)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(summary + "\n")


if __name__ == "__main__":
    main()
