"""Tests of Scripts/check-apple-availability: each writes a tiny package into a temporary
directory and runs the script on it.

Run from the repository root: python3 -m unittest discover -s Scripts/tests
"""

import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "check-apple-availability"

MANIFEST = """\
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "X",
  platforms: [{platforms}],
  targets: [.target(name: "X")]
)
"""
OLD = ".macOS(.v10_15), .iOS(.v13)"
ALL_NEW = '.macOS(.v15), .iOS("18.0"), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)'
GUARD = "macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *"

USES = """\
import Foundation
import Synchronization

func uses() throws {
  let counter = Atomic<Int>(0)
  let lock = Mutex<Int>(0)
  let clock = ContinuousClock()
  let pattern = try Regex("a+")
  let text = AttributedString("hi")
  let shown = Date().formatted()
  _ = (counter, lock, clock, pattern, text, shown)
}
"""


class Package:
    """A fixture package in a temporary directory."""

    def __init__(self, test, files, platforms=OLD):
        self.dir = pathlib.Path(tempfile.mkdtemp(prefix="availability-"))
        test.addCleanup(shutil.rmtree, self.dir)
        (self.dir / "Package.swift").write_text(MANIFEST.format(platforms=platforms))
        for name, text in files.items():
            path = self.dir / "Sources" / "X" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(text))

    def run(self, env=None):
        result = subprocess.run(
            [sys.executable, str(SCRIPT), "--package", str(self.dir)],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        return result.returncode, result.stdout.splitlines(), result.stderr


def findings(lines):
    return [line for line in lines if re.match(r"\S+\.swift:\d+:\d+: ", line)]


class PlantedUses(unittest.TestCase):
    def test_each_planted_use_is_flagged_with_its_line_and_versions(self):
        status, out, _ = Package(self, {"Uses.swift": USES}).run()
        self.assertEqual(status, 1, out)
        expected = [
            ("5:17", "'Atomic' (Synchronization) needs macOS 15.0, iOS 18.0"),
            ("6:14", "'Mutex' (Synchronization) needs macOS 15.0, iOS 18.0"),
            ("7:15", "'ContinuousClock' (_Concurrency) needs macOS 13.0, iOS 16.0"),
            ("8:21", "'Regex' (_StringProcessing) needs macOS 13.0, iOS 16.0"),
            ("9:14", "'AttributedString' (Foundation) needs macOS 12.0, iOS 15.0"),
            ("10:22", "'formatted()' (Foundation) needs macOS 12.0, iOS 15.0"),
        ]
        lines = findings(out)
        self.assertEqual(len(lines), len(expected), "\n".join(out))
        for (position, message), line in zip(expected, lines):
            self.assertTrue(line.startswith(f"Sources/X/Uses.swift:{position}: {message}"), line)
            self.assertIn("Package.swift declares macOS 10.15, iOS 13.0", line)
        self.assertEqual(out[-1], "6 uses above the declared platforms in 1 file")

    def test_only_the_short_platforms_are_named(self):
        status, out, _ = Package(self, {"Uses.swift": USES}).run()
        atomic = findings(out)[0]
        # tvOS, watchOS and visionOS take SwiftPM's defaults; Mac Catalyst follows iOS and
        # is not repeated.
        self.assertIn(
            "needs macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0; "
            "Package.swift declares macOS 10.15, iOS 13.0, tvOS 12.0, watchOS 4.0, visionOS 1.0",
            atomic,
        )
        self.assertNotIn("Catalyst", atomic)

    def test_a_regex_literal_is_a_use_of_regex(self):
        status, out, _ = Package(self, {"R.swift": "let r = #/a+b/#\n"}).run()
        self.assertEqual(status, 1)
        self.assertIn("R.swift:1:9: 'Regex' (_StringProcessing) needs macOS 13.0", out[0])


class Guards(unittest.TestCase):
    def assertClean(self, source, platforms=OLD):
        status, out, _ = Package(self, {"Uses.swift": source}, platforms).run()
        self.assertEqual(findings(out), [])
        self.assertEqual(status, 0)
        self.assertTrue(out[-1].startswith("no API above the declared platforms (macOS "), out)

    def test_if_available_covers_its_block(self):
        body = textwrap.indent(USES.split("func uses() throws {\n")[1].rsplit("}", 1)[0], "  ")
        self.assertClean(
            f"import Foundation\nimport Synchronization\n\nfunc uses() throws {{\n"
            f"  if #available({GUARD}) {{\n{body}  }}\n}}\n"
        )

    def test_guard_available_covers_the_rest_of_the_scope(self):
        source = USES.replace(
            "func uses() throws {\n",
            f"func uses() throws {{\n  guard #available({GUARD}) else {{ return }}\n",
        )
        self.assertClean(source)

    def test_available_attribute_covers_the_declaration(self):
        source = USES.replace("func uses", f"@available({GUARD})\nfunc uses")
        self.assertClean(source)
        self.assertClean(
            f"""\
            import Synchronization

            @available({GUARD})
            struct Counter {{
              let value = Atomic<Int>(0)
              func bump() {{ value.wrappingAdd(1, ordering: .relaxed) }}
            }}
            """
        )

    def test_the_long_form_of_available_counts(self):
        self.assertClean(
            """\
            import Synchronization

            @available(macOS, introduced: 15.0)
            @available(iOS, introduced: 18.0)
            @available(tvOS, introduced: 18.0)
            @available(watchOS, introduced: 11.0)
            @available(visionOS, introduced: 2.0)
            final class Box { let value = Atomic<Int>(0) }
            """
        )

    def test_if_unavailable_covers_its_else_branch(self):
        self.assertClean(
            f"""\
            import Synchronization

            func f() {{
              if #unavailable({GUARD}) {{
                print("old")
              }} else {{
                _ = Atomic<Int>(0)
              }}
            }}
            """
        )

    def test_code_linux_only_compiles_is_skipped_but_its_else_is_not(self):
        source = f"""\
            import Synchronization

            #if os(Linux)
            let a = Atomic<Int>(0)
            #elseif canImport(Glibc) || canImport(Musl)
            let b = Mutex<Int>(0)
            #else
            let c = ContinuousClock()
            #endif
            #if canImport(Glibc)
            let d = Atomic<Int>(1)
            #endif
            """
        status, out, _ = Package(self, {"Uses.swift": source}).run()
        lines = findings(out)
        self.assertEqual(len(lines), 1, out)
        self.assertIn("Uses.swift:8:9: 'ContinuousClock'", lines[0])

    def test_a_guard_below_what_is_needed_still_flags(self):
        source = """\
            import Synchronization

            func f() {
              if #available(macOS 13, iOS 16, *) {
                _ = Atomic<Int>(0)
              }
            }
            """
        status, out, _ = Package(self, {"Uses.swift": source}).run()
        self.assertEqual(status, 1)
        self.assertIn("Uses.swift:5:9: 'Atomic' (Synchronization) needs macOS 15.0, iOS 18.0", out[0])

    def test_a_guard_that_names_only_macos_raises_only_macos(self):
        source = """\
            import Synchronization

            func f() {
              if #available(macOS 15, *) {
                _ = Atomic<Int>(0)
              }
            }
            """
        status, out, _ = Package(self, {"Uses.swift": source}).run()
        self.assertEqual(status, 1)
        self.assertIn("'Atomic' (Synchronization) needs iOS 18.0,", out[0])
        self.assertNotIn("macOS 15.0", out[0])

    def test_raising_the_declared_platforms_makes_the_use_pass(self):
        source = "import Synchronization\n\nlet counter = Atomic<Int>(0)\n"
        status, out, _ = Package(self, {"Uses.swift": source}).run()
        self.assertEqual(status, 1)
        self.assertClean(source, platforms=ALL_NEW)


class NotUses(unittest.TestCase):
    def test_comments_and_string_literals_are_not_uses(self):
        source = '''\
            // Atomic<Int> and Mutex in a comment
            /* ContinuousClock /* nested */ Regex */
            /// AttributedString in a doc comment, and 42.formatted()
            let a = "Atomic<Int>(0) and \\"Mutex\\""
            let b = """
              ContinuousClock()
              Date().formatted() "quoted"
              """
            let c = #"Regex("x") with a "quote" and \\(AttributedString)"#
            let d = "\\("Mutex")"
            '''
        status, out, _ = Package(self, {"Words.swift": source}).run()
        self.assertEqual(findings(out), [])
        self.assertEqual(status, 0)

    def test_code_inside_an_interpolation_is_scanned(self):
        source = 'import Synchronization\nlet s = "count: \\(Atomic<Int>(0).load(ordering: .relaxed))"\n'
        status, out, _ = Package(self, {"I.swift": source}).run()
        self.assertEqual(status, 1)
        self.assertIn("I.swift:2:19: 'Atomic' (Synchronization)", out[0])

    def test_a_package_type_of_the_same_name_is_not_flagged(self):
        source = """\
            struct Atomic<Value> {
              var value: Value
              init(_ value: Value) { self.value = value }
            }
            let counter = Atomic<Int>(0)
            """
        status, out, _ = Package(self, {"Own.swift": source}).run()
        self.assertEqual(findings(out), [])
        self.assertEqual(status, 0)

    def test_a_package_function_of_the_same_name_makes_a_call_ambiguous(self):
        source = """\
            struct LineDiff {
              func formatted(context: Int = 3) -> String { "" }
            }
            let text = LineDiff().formatted()
            """
        status, out, _ = Package(self, {"Own.swift": source}).run()
        self.assertEqual(findings(out), [])
        self.assertEqual(status, 0)

    def test_an_older_declaration_of_the_same_member_name_keeps_it_quiet(self):
        # FileManager.temporaryDirectory is as old as macOS 10.12; URL.temporaryDirectory is 13.
        source = """\
            import Foundation
            let a = FileManager.default.temporaryDirectory
            let b = URL.temporaryDirectory
            """
        status, out, _ = Package(self, {"Dirs.swift": source}).run()
        lines = findings(out)
        self.assertEqual(len(lines), 1, out)
        self.assertIn("Dirs.swift:3:13: 'URL.temporaryDirectory' (Foundation) needs macOS 13.0", lines[0])


class Knowledge(unittest.TestCase):
    def test_atomic_comes_from_the_toolchains_synchronization_interface(self):
        """Runs the script against a copy of the toolchain whose Synchronization interface says
        Atomic is macOS 14.2 / iOS 17.2: the finding must follow the interface."""
        info = json.loads(
            subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True).stdout
        )
        real = pathlib.Path(info["paths"]["runtimeResourcePath"]) / "linux"
        fake = pathlib.Path(tempfile.mkdtemp(prefix="toolchain-"))
        self.addCleanup(shutil.rmtree, fake)
        resource = fake / "lib" / "swift"
        for module in real.glob("*.swiftmodule"):
            target = resource / "linux" / module.name
            target.mkdir(parents=True)
            for interface in module.glob("*.swiftinterface"):
                text = interface.read_text(encoding="utf-8")
                if module.name == "Synchronization.swiftmodule":
                    text = re.sub(
                        r"@available\([^)]*\)\n(@\w+.*)?public struct Atomic<",
                        lambda m: m.group(0).replace(
                            m.group(0).split("\n")[0],
                            "@available(macOS 14.2, iOS 17.2, watchOS 10.2, tvOS 17.2, *)",
                        ),
                        text,
                    )
                    self.assertIn("@available(macOS 14.2, iOS 17.2", text)
                (target / interface.name).write_text(text, encoding="utf-8")
        bin_dir = fake / "bin"
        bin_dir.mkdir()
        swift = bin_dir / "swift"
        swift.write_text(
            "#!/bin/sh\n"
            f"echo '{json.dumps({'target': {'platform': 'linux'}, 'paths': {'runtimeResourcePath': str(resource)}})}'\n"
        )
        swift.chmod(0o755)
        env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
        package = Package(self, {"A.swift": "import Synchronization\nlet a = Atomic<Int>(0)\n"})
        status, out, err = package.run(env=env)
        self.assertEqual(status, 1, err)
        self.assertIn("'Atomic' (Synchronization) needs macOS 14.2, iOS 17.2", out[0])
        # And the hand-kept Foundation table has no row for it.
        text = SCRIPT.read_text(encoding="utf-8")
        table = text[text.index("FOUNDATION = [") : text.index("\n]\n", text.index("FOUNDATION = ["))]
        self.assertNotIn("Atomic", table)


class Errors(unittest.TestCase):
    def test_no_manifest_is_a_setup_error(self):
        empty = tempfile.mkdtemp(prefix="availability-")
        self.addCleanup(shutil.rmtree, empty)
        result = subprocess.run(
            [sys.executable, str(SCRIPT), "--package", empty], capture_output=True, text=True
        )
        self.assertEqual(result.returncode, 2)
        self.assertIn("no Package.swift", result.stderr)

    def test_an_unknown_option_is_a_usage_error(self):
        result = subprocess.run(
            [sys.executable, str(SCRIPT), "--nope"], capture_output=True, text=True
        )
        self.assertEqual(result.returncode, 2)
        self.assertIn("usage:", result.stderr)

    def test_no_interfaces_is_a_setup_error(self):
        package = Package(self, {"A.swift": "let a = 1\n"})
        empty = tempfile.mkdtemp(prefix="nobin-")
        self.addCleanup(shutil.rmtree, empty)
        status, out, err = package.run(env=dict(os.environ, PATH=empty))
        self.assertEqual(status, 2)
        self.assertIn("no Swift toolchain interfaces", err)


if __name__ == "__main__":
    unittest.main()
