#!/usr/bin/env python3
"""Compile sweep: typecheck real UIKit files against ComposeUIKit and rank what blocks them.

Each sample file is typechecked with `import UIKit` changed to `import ComposeUIKit` (every other
line unchanged) together with generated stand-ins for the app's own types. Stand-ins are added
round by round from the compiler's "cannot find" errors; names that look like UIKit's (UI…, NS…,
CG…, CA…) are never stood in for: a missing one is a blocker of the facade. What is left is
classified by blocker and ranked by how many files each blocks.

A file passes only if it compiles unchanged. Objective-C-only constructs (`@objc`, `#selector`,
`@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@objcMembers`, Key-Value Coding) are
failures too; to find the rest of what blocks such a file, the attributes are then removed and the
file typechecked again.

With `--port TOOL`, each app folder of the sample (a first-level subfolder, or the sample itself)
is first run through the port step (`TOOL APP_FOLDER OUT`, the built `compose-port`), and each
file's ported copy is typechecked instead, with `import UIKit` kept (the facade's `UIKit`
module); what still fails is what the port step and the facade leave to a hand edit.

Files importing a module absent on Linux (Combine, RxSwift, SnapKit, …) are counted aside: they
need that module's replacement before anything else says something about them.

Usage: compile_sweep.py SAMPLE_DIR --modules .build/debug/Modules [--port TOOL] [--uikit-only]
                        [--max-per-app N] [--lock FILE] [--json OUT] [--markdown OUT] [--keep DIR] [--verbose]
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

UIKIT_PREFIX = re.compile(r"^(UI|NS|CG|CA)[A-Z]")
# Free functions and constants of UIKit that do not carry a UIKit prefix.
UIKIT_FREE_NAMES = {"UIApplicationMain"}
# Members a UIKit subclass reaches through implicit `self`: a missing one is UIKit's, not the app's.
UIKIT_IMPLICIT_MEMBERS = {
    "storyboard", "performSegue", "shouldPerformSegue", "prepare", "tabBar", "navigationItem",
    "navigationController", "tabBarController", "presentingViewController", "presentedViewController",
    "transitionCoordinator", "traitCollection", "isEditing", "setEditing", "editButtonItem",
    "splitViewController", "preferredContentSize", "additionalSafeAreaInsets", "safeAreaInsets",
    "overrideUserInterfaceStyle", "setNeedsStatusBarAppearanceUpdate", "becomeFirstResponder",
    "resignFirstResponder", "endEditing", "layoutIfNeeded", "setNeedsLayout", "layer", "tag",
    "viewWithTag", "window", "children", "definesPresentationContext", "hidesBottomBarWhenPushed",
    "toolbarItems", "setToolbarItems", "isModalInPresentation", "modalTransitionStyle",
    "modalPresentationStyle", "sheetPresentationController", "popoverPresentationController",
    "contentView", "textLabel", "detailTextLabel", "imageView", "accessoryType", "selectionStyle",
    "reuseIdentifier", "backgroundView", "selectedBackgroundView", "tableView", "collectionView",
    "collectionViewLayout", "clearsSelectionOnViewWillAppear", "refreshControl", "navigationBar",
    "viewControllers", "topViewController", "visibleViewController", "selectedIndex",
    "selectedViewController", "interactivePopGestureRecognizer", "setNavigationBarHidden",
    "isNavigationBarHidden", "dataSource", "delegate", "view", "title", "frame", "bounds", "center",
    "backgroundColor", "addSubview", "subviews", "superview", "gestureRecognizers",
    "addGestureRecognizer", "isUserInteractionEnabled", "tintColor", "contentMode", "clipsToBounds",
    "layoutMargins", "directionalLayoutMargins", "safeAreaLayoutGuide", "layoutMarginsGuide",
    "present", "dismiss", "show", "showDetailViewController", "addChild", "removeFromParent",
    "willMove", "didMove", "beginAppearanceTransition", "endAppearanceTransition", "isBeingPresented",
    "isBeingDismissed", "isMovingToParent", "isMovingFromParent", "loadViewIfNeeded", "isViewLoaded",
    "viewIfLoaded", "setNeedsUpdateConstraints", "updateConstraints", "sizeToFit",
    "setContentOffset", "contentOffset", "contentInset", "contentSize", "isPagingEnabled",
    "reloadData", "register", "dequeueReusableCell", "deselectRow", "selectRow", "indexPathForSelectedRow",
    "preferredStatusBarStyle", "prefersStatusBarHidden", "supportedInterfaceOrientations",
    "canBecomeFirstResponder", "isFirstResponder", "next", "alpha", "isHidden", "transform",
    "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "removeFromSuperview",
}
OBJC_ONLY = [
    ("@objc", re.compile(r"@objc\b(?!Members)")),
    ("@objcMembers", re.compile(r"@objcMembers\b")),
    ("#selector", re.compile(r"#selector\s*\(")),
    ("@IBOutlet", re.compile(r"@IBOutlet\b")),
    ("@IBAction", re.compile(r"@IBAction\b")),
    ("@IBInspectable/@IBDesignable", re.compile(r"@IB(Inspectable|Designable)\b")),
    ("Key-Value Coding", re.compile(r"\b(setValue\s*\([^)]*forKey(Path)?\s*:|value\s*\(\s*forKey(Path)?\s*:|#keyPath\s*\()")),
]
STRIP_ATTRIBUTES = re.compile(r"@(objc(\([^)]*\))?|objcMembers|IBOutlet|IBAction|IBInspectable|IBDesignable)\b(?!\w)")
DIAGNOSTIC = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$")
SUPERCLASS_BY_SUFFIX = [
    ("CollectionViewCell", "UICollectionViewCell"),
    ("TableViewCell", "UITableViewCell"),
    ("Cell", "UITableViewCell"),
    ("TableViewController", "UITableViewController"),
    ("NavigationController", "UINavigationController"),
    ("TabBarController", "UITabBarController"),
    ("ViewController", "UIViewController"),
    ("VC", "UIViewController"),
    ("Controller", "UIViewController"),
    ("Button", "UIButton"),
    ("Label", "UILabel"),
    ("View", "UIView"),
]
PROTOCOL_SUFFIXES = ("Delegate", "DataSource", "Protocol", "able", "ible", "Providing", "Type")
DESIGNATED_INIT = {
    "UIViewController": "self.init(nibName: nil, bundle: nil)",
    "UITableViewController": "self.init(style: .plain)",
    "UINavigationController": "self.init(nibName: nil, bundle: nil)",
    "UITabBarController": "self.init(nibName: nil, bundle: nil)",
    "UITableViewCell": "self.init(style: .default, reuseIdentifier: nil)",
    "UICollectionViewCell": "self.init(frame: .zero)",
    "UIView": "self.init(frame: .zero)",
    "UIButton": "self.init(frame: .zero)",
    "UILabel": "self.init(frame: .zero)",
}

# Members of every stand-in: any member, read or written, of any type the context asks for; any
# call. The sweep only typechecks, so the bodies never run.
MEMBERS = [
    "nonisolated subscript(dynamicMember member: String) -> SweepAny { get { SweepAny() } set {} }",
    "nonisolated subscript<T>(dynamicMember member: String) -> T { get { fatalError() } set {} }",
    "nonisolated static subscript<T>(dynamicMember member: String) -> T { fatalError() }",
    "nonisolated subscript(_ keys: Any?...) -> SweepAny { get { SweepAny() } set {} }",
    "nonisolated subscript<T>(_ keys: Any?...) -> T { get { fatalError() } set {} }",
    "nonisolated func dynamicallyCall(withArguments arguments: [Any?]) -> SweepAny { SweepAny() }",
    "nonisolated func dynamicallyCall<T>(withArguments arguments: [Any?]) -> T { fatalError() }",
    "nonisolated func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any?>) -> SweepAny { SweepAny() }",
    "nonisolated func dynamicallyCall<T>(withKeywordArguments arguments: KeyValuePairs<String, Any?>) -> T { fatalError() }",
]

# Modules absent on Linux (system frameworks without a Linux build, and common third-party
# dependencies the sample does not bring): a file importing one is counted aside.
ABSENT_MODULES = {
    "Combine", "CoreData", "MapKit", "CoreLocation", "AVFoundation", "AVKit", "Photos", "PhotosUI",
    "SafariServices", "WebKit", "StoreKit", "UserNotifications", "CoreImage", "SwiftUI", "Contacts",
    "ContactsUI", "MessageUI", "CloudKit", "HealthKit", "ARKit", "SceneKit", "SpriteKit", "Metal",
    "MetalKit", "GameKit", "LocalAuthentication", "AuthenticationServices", "CoreMotion",
    "CoreBluetooth", "EventKit", "EventKitUI", "Intents", "IntentsUI", "WidgetKit", "CoreText",
    "ImageIO", "MobileCoreServices", "Vision", "CoreML", "Network", "MediaPlayer", "CarPlay",
    "WatchKit", "WatchConnectivity", "UniformTypeIdentifiers", "QuickLook", "PDFKit", "Speech",
    "CoreSpotlight", "LinkPresentation", "BackgroundTasks", "AppTrackingTransparency", "AdSupport",
    "GoogleMobileAds", "CoreHaptics", "AudioToolbox", "CoreMedia", "CoreAudio", "CoreTelephony",
    "SystemConfiguration", "Security", "CryptoKit", "CommonCrypto", "Accelerate", "GLKit",
    "OpenGLES", "NotificationCenter", "Social", "Accounts", "iAd", "MultipeerConnectivity",
    "NetworkExtension", "PushKit", "CallKit", "ReplayKit", "AppIntents", "ActivityKit",
    "RxSwift", "RxCocoa", "RxDataSources", "RxRelay", "RxGesture", "SnapKit", "Alamofire",
    "Kingfisher", "SDWebImage", "Moya", "RealmSwift", "Realm", "Firebase", "FirebaseCore",
    "FirebaseAuth", "FirebaseFirestore", "FirebaseDatabase", "FirebaseAnalytics",
    "FirebaseStorage", "FirebaseMessaging", "FirebaseCrashlytics", "Lottie", "Nuke", "SwiftyJSON",
    "ProgressHUD", "SVProgressHUD", "MBProgressHUD", "IQKeyboardManagerSwift", "Hero",
    "ReactiveSwift", "ReactiveCocoa", "PromiseKit", "Swinject", "SkeletonView", "Charts",
    "DZNEmptyDataSet", "Reusable", "Then", "Quick", "Nimble", "SnapshotTesting",
    "FBSnapshotTestCase", "iOSSnapshotTestCase", "ViewInspector", "OpenCombine", "Sentry",
    "GoogleSignIn", "FacebookCore", "FacebookLogin", "Toast", "SwiftMessages", "Cartography",
    "PureLayout", "TinyConstraints", "Parchment", "XLPagerTabStrip", "Eureka", "JGProgressHUD",
    "AlamofireImage", "SwiftyStoreKit", "KeychainAccess", "GRDB", "SQLite", "Mixpanel",
    "Amplitude", "Kingfisher", "SwiftUIIntrospect", "SwiftLint", "OSLog", "os",
}
# What the ported copies reach that the port writes once per module, in a file of its own.
PORT_PRELUDE = """
@MainActor func __composePortResponds(_ object: AnyObject, _ selector: String) -> Bool { false }
"""

STUB_PRELUDE = """// Stand-ins for the app's own types, generated by the compile sweep.
import Foundation
import ComposeUIKit

@dynamicMemberLookup @dynamicCallable
final class SweepAny: Hashable {
  init(_ values: Any?...) {}
  static func == (lhs: SweepAny, rhs: SweepAny) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
""" + "\n".join("  " + m for m in MEMBERS) + "\n}\n"


class Stub:
    """One stand-in: a class (with an optional UIKit superclass), a protocol or a global value."""

    def __init__(self, name, kind, base=None):
        self.name, self.kind, self.base = name, kind, base
        self.class_bound = False
        self.statics = set()
        self.inits = set()
        self.generic_arity = 0

    def render(self):
        generics = ""
        if self.generic_arity:
            generics = "<" + ", ".join(f"T{i}" for i in range(self.generic_arity)) + ">"
        if self.kind == "global":
            return f"let {self.name} = SweepAny()\n"
        if self.kind == "protocol":
            bound = ": AnyObject" if self.class_bound else ""
            return (f"@dynamicMemberLookup protocol {self.name}{bound} {{}}\n"
                    f"extension {self.name} {{\n"                    + "\n".join("  " + m for m in MEMBERS if "Call" not in m and "static" not in m) + "\n}\n")
        lines = []
        if self.base:
            lines.append(f"@dynamicMemberLookup @dynamicCallable class {self.name}{generics}: {self.base} {{")
            designated = DESIGNATED_INIT.get(self.base, "self.init()")
            lines.append(f"  convenience init(_ values: Any?...) {{ {designated} }}")
            for labels in sorted(self.inits):
                params = ", ".join(f"{label}: Any?" for label in labels)
                lines.append(f"  convenience init({params}) {{ {designated} }}")
        else:
            lines.append(f"@dynamicMemberLookup @dynamicCallable class {self.name}{generics}: Hashable {{")
            lines.append("  init(_ values: Any?...) {}")
            for labels in sorted(self.inits):
                params = ", ".join(f"{label}: Any?" for label in labels)
                lines.append(f"  init({params}) {{}}")
            lines.append(f"  static func == (lhs: {self.name}, rhs: {self.name}) -> Bool {{ lhs === rhs }}")
            lines.append("  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }")
        lines += ["  " + m for m in MEMBERS]
        for member in sorted(self.statics):
            if self.base or self.generic_arity:
                lines.append(f"  static var {member}: SweepAny {{ SweepAny() }}")
            else:
                lines.append(f"  static var {member}: {self.name} {{ {self.name}() }}")
        lines.append("}")
        return "\n".join(lines) + "\n"


def is_uikit_name(name):
    return bool(UIKIT_PREFIX.match(name)) or name in UIKIT_FREE_NAMES


def guess_stub(name):
    if name[:1].islower():
        return Stub(name, "global")
    if name.endswith(PROTOCOL_SUFFIXES):
        return Stub(name, "protocol")
    # `ViewController1`, `ViewControllerB`: numbered or lettered variants keep their suffix.
    trimmed = re.sub(r"(?<=[a-z])(\d+|[A-Z])$", "", name)
    for suffix, base in SUPERCLASS_BY_SUFFIX:
        if name.endswith(suffix) or trimmed.endswith(suffix):
            return Stub(name, "class", base)
    return Stub(name, "class")


def imported_modules(text):
    return re.findall(r"^\s*(?:@testable\s+|@_exported\s+|@preconcurrency\s+)?import\s+(?:class\s+|struct\s+|enum\s+|protocol\s+|func\s+|var\s+|typealias\s+)?(\w+)", text, re.M)


def absent_imports(text):
    return sorted({m for m in imported_modules(text) if m in ABSENT_MODULES})


def prepare_source(text, keep_uikit=False):
    """The file as the sweep compiles it: only the UIKit import changes (with `keep_uikit`, a
    ported copy, not even that); other non-system imports (the app's own modules) are dropped,
    their types being stood in for."""
    out, dropped = [], []
    system = {"Foundation", "Dispatch", "Swift", "os", "ComposeUIKit"}
    if keep_uikit:
        system |= {"UIKit", "XCTest"}
    for line in text.split("\n"):
        m = re.match(r"^(\s*)(@testable\s+|@_exported\s+|@preconcurrency\s+)?import\s+(\w+)(.*)$", line)
        if m:
            module = m.group(3)
            if module == "UIKit":
                out.append(f"{m.group(1)}import ComposeUIKit")
                continue
            if module not in system:
                dropped.append(module)
                out.append("// " + line)
                continue
        out.append(line)
    return "\n".join(out), dropped


def class_ancestry(source):
    """Maps each class declared in the file to its first inherited name."""
    parents = {}
    for m in re.finditer(r"\bclass\s+(\w+)\s*(?:<[^>{]*>)?\s*:\s*([\w.]+)", source):
        parents[m.group(1)] = m.group(2)
    for m in re.finditer(r"\bextension\s+(\w+)\s*:", source):
        parents.setdefault(m.group(1), None)
    return parents


def uikit_ancestor(type_name, parents, stubs):
    seen = set()
    name = type_name
    while name and name not in seen:
        seen.add(name)
        if is_uikit_name(name):
            return name
        if name in stubs:
            return stubs[name].base
        name = parents.get(name)
    return None


def enclosing_class(lines, line_number):
    for index in range(line_number - 1, -1, -1):
        m = re.search(r"\b(?:class|extension)\s+(\w+)", lines[index])
        if m and not re.search(r"\bclass\s+(func|var|let)\b", lines[index]):
            return m.group(1)
    return None


def normalise(message, stubs):
    message = re.sub(r"'([^']*)'", lambda m: "'" + m.group(1) + "'" if re.search(r"\b(UI|NS|CG|CA)[A-Z]|^compose", m.group(1)) else "'…'", message)
    return message


def classify(error, source_lines, parents, stubs, stub_file):
    """One blocker name for one error, or None when the error is the stand-ins' own."""
    msg = error["msg"]
    if error["file"].endswith(stub_file):
        return None
    line = source_lines[error["line"] - 1] if 0 < error["line"] <= len(source_lines) else ""
    for label, pattern in OBJC_ONLY:
        if pattern.search(line):
            return f"Objective-C only: {label}"
    if re.search(r"cannot be overridden from extension|declarations in extensions cannot override", msg):
        return "Objective-C only: overriding in an extension"
    m = re.match(r"cannot find (?:type )?'(\w+)' in scope", msg)
    if m:
        name = m.group(1)
        if is_uikit_name(name):
            return f"missing {name}"
        if name in UIKIT_IMPLICIT_MEMBERS:
            owner = uikit_ancestor(enclosing_class(source_lines, error["line"]) or "", parents, stubs)
            return f"missing {owner or 'UIKit'}.{name} (implicit self)"
        return None
    if re.search(r"actor-isolated|Sendable|nonisolated|main actor|global actor|isolated to", msg):
        return "isolation: facade not @preconcurrency (lead)"
    if re.search(r"'UI\w+' (?:does not )?conform to '?(Equatable|Hashable)|cannot be applied to two 'UI\w+\??' operands|requires that 'UI\w+' conform to '?(Equatable|Hashable)|'UI\w+' does not conform to protocol '(Equatable|Hashable|CustomStringConvertible|NSObjectProtocol)'|has no member '(description|isEqual|hash|hashValue)'|cannot convert value of type '\w+' to expected argument type 'NSObject'|'UI\w+' is not a subtype of 'NSObject'|is not convertible to 'AnyHashable'|conform to '?(Equatable|Hashable)'?$", msg):
        return "identity: UIKit classes as NSObject (lead)"
    m = re.match(r"(?:value of type|type) '([\w.]+?)[?!]*(?:\.Type)?' has no member '(\w+)'", msg)
    if m:
        type_name, member = m.group(1), m.group(2)
        if type_name in stubs or type_name == "SweepAny":
            return None
        root = type_name.split(".")[0]
        if is_uikit_name(root):
            return f"missing {type_name}.{member}"
        owner = uikit_ancestor(type_name, parents, stubs)
        if owner:
            return f"missing {owner}.{member}"
        return f"other: {normalise(msg, stubs)}"
    m = re.match(r"'(\w+)' is not a member type of (?:class|struct|enum|protocol|type) '([\w.]+)'", msg)
    if m and is_uikit_name(m.group(2).split(".")[-1]):
        return f"missing {m.group(2).split('.')[-1]}.{m.group(1)}"
    if re.search(r"does not override any (method|property) from its superclass|initializer does not override a designated initializer", msg):
        decl = re.search(r"\b(func|var|init)\s*(\w*)", line)
        owner = uikit_ancestor(enclosing_class(source_lines, error["line"]) or "", parents, stubs)
        name = decl.group(2) if decl and decl.group(1) != "init" else "init" + (re.search(r"init\s*(\([^)]*\))", line).group(1) if re.search(r"init\s*(\([^)]*\))", line) else "")
        if owner is None:
            return None
        return f"missing {owner}.{name}"
    m = re.search(r"type '(\w+)' does not conform to protocol '(\w+)'", msg)
    if m and is_uikit_name(m.group(2)):
        return f"conformance to {m.group(2)}"
    if "SweepAny" in msg or any(re.search(r"\b" + re.escape(s) + r"\b", msg + " " + line) for s in stubs):
        return None
    return f"other: {normalise(msg, stubs)}"


class Sweep:
    def __init__(self, modules, lock, verbose, prelude=STUB_PRELUDE):
        self.modules, self.lock, self.verbose = modules, lock, verbose
        self.prelude = prelude

    def typecheck(self, work, source_name, stub_name):
        command = ["swiftc", "-typecheck", "-swift-version", "5", "-parse-as-library",
                   "-diagnostic-style", "llvm", "-I", self.modules, source_name, stub_name]
        if self.lock:
            command = ["flock", self.lock] + command
        run = subprocess.run(command, cwd=work, capture_output=True, text=True)
        errors = []
        for line in (run.stdout + run.stderr).split("\n"):
            m = DIAGNOSTIC.match(line)
            if m:
                errors.append({"file": m.group("file"), "line": int(m.group("line")), "msg": m.group("msg")})
        return errors, run.returncode

    def check(self, work, source, rounds=10):
        """Typechecks `source` with stand-ins grown round by round; returns (errors, stubs)."""
        stubs = {}
        source_name, stub_name = "Sample.swift", "SweepStubs.swift"
        with open(os.path.join(work, source_name), "w") as f:
            f.write(source)
        errors = []
        for _ in range(rounds):
            with open(os.path.join(work, stub_name), "w") as f:
                f.write(self.prelude + "\n".join(s.render() for s in stubs.values()))
            errors, code = self.typecheck(work, source_name, stub_name)
            if code == 0:
                return [], stubs
            if not self.grow(errors, stubs, source.split("\n"), stub_name):
                break
        return errors, stubs

    def grow(self, errors, stubs, lines, stub_name):
        changed = False
        for e in errors:
            msg = e["msg"]
            m = re.match(r"cannot find (type )?'(\w+)' in scope", msg)
            if m:
                name = m.group(2)
                if is_uikit_name(name) or name in UIKIT_IMPLICIT_MEMBERS or name in stubs:
                    continue
                stubs[name] = guess_stub(name)
                changed = True
                continue
            m = re.search(r"(?:inheritance from non-protocol type|multiple inheritance from classes '[\w.]+' and) '(\w+)'", msg) or \
                re.search(r"superclass '(\w+)' must appear first", msg) or \
                re.search(r"non-class type '\w+' cannot inherit from class '(\w+)'", msg) or \
                re.search(r"'(\w+)' ... (?:is a class|cannot conform)", msg)
            if m and m.group(1) in stubs and stubs[m.group(1)].kind != "protocol":
                stubs[m.group(1)] = Stub(m.group(1), "protocol")
                changed = True
                continue
            m = re.search(r"'weak' must not be applied to non-class-bound '(?:any )?(\w+)", msg) or \
                re.search(r"'(\w+)' requires that '\w+' be a class type", msg)
            if m and m.group(1) in stubs and stubs[m.group(1)].kind == "protocol" and not stubs[m.group(1)].class_bound:
                stubs[m.group(1)].class_bound = True
                changed = True
                continue
            m = re.match(r"type '(\w+)' has no member '(\w+)'", msg) or \
                re.match(r"instance member '(\w+)' cannot be used on type '(\w+)'", msg)
            if m and m.group(0).startswith("instance"):
                m = re.match(r"instance member '(?P<b>\w+)' cannot be used on type '(?P<a>\w+)'", msg)
                m = (m.group("a"), m.group("b"))
                m = type("M", (), {"group": lambda self, i, v=m: v[i - 1]})()
            if m and m.group(1) in stubs and stubs[m.group(1)].kind == "class" and m.group(2) not in stubs[m.group(1)].statics:
                stubs[m.group(1)].statics.add(m.group(2))
                changed = True
                continue
            m = re.search(r"cannot convert value of type '(\w+)(?:\.Type)?' to (?:specified|expected argument|expected element|closure result|return expression) type '(UI\w+)\??'", msg)
            if m and m.group(1) in stubs and stubs[m.group(1)].kind == "class" and stubs[m.group(1)].base != m.group(2):
                stubs[m.group(1)].base = m.group(2)
                changed = True
                continue
            m = re.search(r"cannot specialize non-generic type '(\w+)'", msg)
            if m and m.group(1) in stubs and stubs[m.group(1)].kind == "class" and not stubs[m.group(1)].generic_arity:
                line = lines[e["line"] - 1] if 0 < e["line"] <= len(lines) else ""
                g = re.search(re.escape(m.group(1)) + r"<([^<>]*)>", line)
                stubs[m.group(1)].generic_arity = (g.group(1).count(",") + 1) if g else 1
                changed = True
                continue
            m = re.search(r"(?:extraneous|incorrect) argument labels? (?:in call )?'?\(?([\w:]*)", msg)
            if m and not e["file"].endswith(stub_name):
                line = lines[e["line"] - 1] if 0 < e["line"] <= len(lines) else ""
                for name, stub in stubs.items():
                    if stub.kind != "class":
                        continue
                    call = re.search(r"\b" + re.escape(name) + r"\s*(?:<[^>]*>)?\s*\(([^()]*)", line)
                    if call:
                        labels = tuple(re.findall(r"(\w+)\s*:", call.group(1)))
                        if labels and labels not in stub.inits:
                            stub.inits.add(labels)
                            changed = True
        return changed


def objc_only(text):
    return sorted({label for label, pattern in OBJC_ONLY if pattern.search(text)})


def sample_files(sample):
    """The sample's `.swift` files as (app folder, path relative to it): the app folder is a
    first-level subfolder, or the sample itself for the files at its top."""
    found = []
    for directory, subdirectories, names in os.walk(sample):
        subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            relative = os.path.relpath(os.path.join(directory, name), sample)
            parts = relative.split(os.sep)
            if len(parts) == 1:
                found.append(("", relative))
            else:
                found.append((parts[0], os.path.join(*parts[1:])))
    return found


def port_app(tool, app_dir, out_dir):
    """Runs the port step on one app folder; returns its diagnostics by original path."""
    run = subprocess.run([tool, app_dir, out_dir], capture_output=True, text=True)
    by_path = collections.defaultdict(list)
    for line in run.stderr.split("\n"):
        m = re.match(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|note): (?P<msg>.*)$", line)
        if m:
            by_path[os.path.realpath(m.group("file"))].append(
                {"line": int(m.group("line")), "severity": m.group("sev"), "msg": m.group("msg")})
        elif line.strip() and not os.path.isdir(out_dir):
            print(f"compose-port failed on {app_dir}: {line}", file=sys.stderr)
    return by_path


def ported_path(out_dir, relative):
    return os.path.join(out_dir, relative[: -len(".swift")] + ".ported.swift")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sample")
    parser.add_argument("--modules", required=True)
    parser.add_argument("--port", metavar="TOOL", help="run the port step (the built compose-port) on each app folder first")
    parser.add_argument("--uikit-only", action="store_true", help="measure only the files importing UIKit (the others are still ported with their app)")
    parser.add_argument("--max-per-app", type=int, metavar="N", help="measure at most N files of each app folder (the first in path order, besides those counted aside)")
    parser.add_argument("--lock")
    parser.add_argument("--json")
    parser.add_argument("--markdown")
    parser.add_argument("--keep", help="write each prepared file and its stand-ins here")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    modules = os.path.abspath(args.modules)
    sample = os.path.abspath(args.sample)
    files = sample_files(sample)
    if not files:
        print(f"no .swift files in {args.sample}", file=sys.stderr)
        return 2
    prelude = STUB_PRELUDE + (PORT_PRELUDE if args.port else "")
    sweep = Sweep(modules, os.path.abspath(args.lock) if args.lock else None, args.verbose, prelude)
    ported_root = tempfile.TemporaryDirectory() if args.port else None
    port_diagnostics = {}
    if args.port:
        for app in sorted({app for app, _ in files}):
            out_dir = os.path.join(ported_root.name, app or "_")
            port_diagnostics[app] = port_app(os.path.abspath(args.port), os.path.join(sample, app), out_dir)
    measured = []
    per_app = collections.Counter()
    for app, relative in files:
        path = os.path.join(sample, app, relative)
        with open(path, encoding="utf-8", errors="replace") as f:
            original = f.read()
        if args.uikit_only and "UIKit" not in imported_modules(original):
            continue
        if not absent_imports(original):
            if args.max_per_app and per_app[app] >= args.max_per_app:
                continue
            per_app[app] += 1
        measured.append((app, relative, path, original))
    results = []
    for index, (app, relative, path, original) in enumerate(measured, 1):
        name = os.path.join(app, relative)
        absent = absent_imports(original)
        entry = {"file": name, "app": app, "absent_modules": absent, "port_diagnostics": []}
        if absent:
            entry.update({"passed": False, "aside": True, "blockers": [f"absent module: {m}" for m in absent],
                          "stand_ins_only": False, "objc_only": [], "dropped_imports": [], "stubs": [],
                          "errors": [], "stand_in_errors": []})
            results.append(entry)
            print(f"[{index:3}/{len(measured)}] aside {name}: imports {', '.join(absent)}", flush=True)
            continue
        text = original
        port_errors = []
        if args.port:
            copy = ported_path(os.path.join(ported_root.name, app or "_"), relative)
            if not os.path.exists(copy):
                print(f"compose-port wrote no copy of {name}", file=sys.stderr)
                continue
            with open(copy, encoding="utf-8", errors="replace") as f:
                text = f.read()
            entry["port_diagnostics"] = port_diagnostics[app].get(os.path.realpath(path), [])
            port_errors = [d for d in entry["port_diagnostics"] if d["severity"] == "error"]
        source, dropped = prepare_source(text, keep_uikit=bool(args.port))
        # A ported copy passes when it compiles: the port has rewritten or flagged (`#warning`)
        # the Objective-C-only constructs.
        objc = [] if args.port else objc_only(text)
        with tempfile.TemporaryDirectory() as work:
            errors, stubs = sweep.check(work, source)
            compiled_unchanged = not errors
            checked = source
            if errors and objc:
                # What else blocks it once the Objective-C-only attributes are gone.
                checked = STRIP_ATTRIBUTES.sub("", source)
                errors, stubs = sweep.check(work, checked)
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                base = name.replace(os.sep, "__")[: -len(".swift")]
                with open(os.path.join(args.keep, base + ".swift"), "w") as f:
                    f.write(source)
                with open(os.path.join(args.keep, base + ".stubs.swift"), "w") as f:
                    f.write(prelude + "\n".join(s.render() for s in stubs.values()))
        # With the port, diagnostics name the original file (its `#sourceLocation`) and its lines;
        # the generated section appended to the copy is named by the copy.
        lines = original.split("\n") if args.port else checked.split("\n")
        parents = class_ancestry(checked)
        blockers, unexplained = set(), []
        classified = []
        for e in errors:
            b = classify(e, lines, parents, stubs, "SweepStubs.swift")
            if args.port and os.path.basename(e["file"]) == "Sample.swift":
                b = "port: generated code: " + (b or normalise(e["msg"], stubs))
            classified.append((e, b))
        # An unclassified message on a line that already has a named blocker is its cascade.
        named_lines = {e["line"] for e, b in classified if b and not b.startswith("other:")}
        for e, b in classified:
            if b and b.startswith("other:") and e["line"] in named_lines:
                b = None
            if b:
                blockers.add(b)
            else:
                unexplained.append(e["msg"])
        for label in objc:
            blockers.add(f"Objective-C only: {label}")
        for d in port_errors:
            blockers.add("port: " + normalise(d["msg"], stubs))
        passed = compiled_unchanged and not objc and not port_errors
        results_inconclusive = not passed and not blockers
        if not passed and not blockers:
            blockers.add("stand-ins: the generated stand-ins could not express the app's types")
        entry.update({
            "passed": passed, "aside": False, "blockers": sorted(blockers),
            "stand_ins_only": results_inconclusive,
            "objc_only": objc, "dropped_imports": dropped,
            "stubs": sorted(stubs),
            "errors": [f'{e["msg"]}  <<  {lines[e["line"] - 1].strip() if 0 < e["line"] <= len(lines) and not e["file"].endswith("SweepStubs.swift") else "(stand-ins)"}' for e in errors][:40],
            "stand_in_errors": unexplained[:20],
        })
        results.append(entry)
        status = "ok  " if passed else "FAIL"
        print(f"[{index:3}/{len(measured)}] {status} {name}" + ("" if passed else ": " + "; ".join(sorted(blockers))), flush=True)
    if ported_root:
        ported_root.cleanup()
    report = summarise(results, ported=bool(args.port))
    print()
    print(report)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(report + "\n")
    return 0


def summarise(results, ported=False):
    aside = [r for r in results if r.get("aside")]
    results = [r for r in results if not r.get("aside")]
    total = len(results)
    if not total:
        return f"Sample: {len(aside)} files, all importing a module absent on Linux"
    passed = sum(r["passed"] for r in results)
    apps = len({r.get("app", "") for r in results} | {r.get("app", "") for r in aside})
    absent = collections.Counter(m for r in aside for m in r["absent_modules"])
    objc_files = sum(1 for r in results if r["objc_only"])
    only_objc = sum(1 for r in results if not r["passed"] and r["blockers"] and all(b.startswith("Objective-C only") for b in r["blockers"]))
    inconclusive = sum(1 for r in results if r.get("stand_ins_only"))
    counts = collections.Counter(b for r in results for b in r["blockers"])
    sole = collections.Counter(r["blockers"][0] for r in results if len(r["blockers"]) == 1)
    out = [
        f"Sample: {total + len(aside)} files from {apps} app folders; {len(aside)} importing a module absent on Linux counted aside"
        + (" (" + ", ".join(f"{m} {n}" for m, n in absent.most_common()) + ")" if aside else ""),
        (f"Compiling through the port step with no hand edit: {passed} of {total} ({100.0 * passed / total:.1f}%)" if ported
         else f"Compiling unchanged: {passed} of {total} ({100.0 * passed / total:.1f}%)"),
        f"Files with Objective-C-only constructs: {objc_files} (blocked by nothing else: {only_objc})",
        f"Files failing only where the generated stand-ins fall short (no facade blocker found): {inconclusive}",
        "",
        "| Blocker | Files blocked | Files blocked by it alone |",
        "| --- | ---: | ---: |",
    ]
    for blocker, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| {blocker.replace('|', '/')} | {count} | {sole.get(blocker, 0)} |")
    return "\n".join(out)


if __name__ == "__main__":
    sys.exit(main())
