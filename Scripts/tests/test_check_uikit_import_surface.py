"""Tests of Scripts/check-uikit-import-surface: each builds small stand-ins of Diffing,
ListBinding and ListBindingUIKit with `swiftc` into a temporary directory and runs the script's
five checks on them, with the script's files replaced by small ones that use the stand-ins.
The real files run against the real modules in CI (.ci/run); these tests check what the
script concludes from the compiler's answers, for each way the face may import ListBinding.

Run from the repository root: python3 -m unittest discover -s Scripts/tests
"""

import contextlib
import importlib.machinery
import importlib.util
import io
import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "check-uikit-import-surface"

DIFFING = """\
import Foundation

public struct Changeset {}

extension IndexPath {
  public var row: Int { self[1] }
}
"""

LIST_BINDING = """\
@_exported import Diffing

open class Label {
  public init() {}
  public var text: String?
}

extension Label {
  public enum Style { case plain }
}

@_spi(UIKitFace) public enum UIKitFaceImport {}
"""

# How the stand-in face imports ListBinding; each face also declares `UILabel`.
FACES = {
    # What the face does: one SPI declaration re-exported, ListBinding imported.
    "scoped": "@_spi(UIKitFace) @_exported import enum ListBinding.UIKitFaceImport\n"
    "import ListBinding\n",
    # What it did before: members hidden with MemberImportVisibility on.
    "plain": "import ListBinding\n",
    # Members visible, and ListBinding's names too.
    "everything": "@_exported import ListBinding\n",
}

# A public signature naming a type nested in ListBinding's class, through UIKit's name.
SIGNATURES = """\
import ListBindingUIKit

@MainActor
public func style(of label: UILabel) -> UILabel.Style { .plain }
"""

VISIBLE = """\
import ListBindingUIKit

@MainActor
func label() -> Any { UILabel() }
"""

HIDDEN = ["Label", "Changeset", "UIKitFaceImport"]

MEMBERS = """\
import ListBindingUIKit

@MainActor
func use() -> Int {
  let label = UILabel()
  label.text = "Hello"
  return IndexPath(indexes: [0, 1]).row
}
"""


# An old spelling the stand-in face declares renamed, as the real face does; and a value.
RENAMED_FACE = """
@available(*, unavailable, renamed: "UILabel.Style")
public typealias UILabelStyle = UILabel.Style

@available(*, unavailable, renamed: "UILabel.defaultText")
public let UILabelDefaultText = ""

extension Label {
  public static let defaultText = ""
}
"""

RENAMED_TYPES = [("UILabelStyle", "UILabel.Style")]
RENAMED_VALUES = [("UILabelDefaultText", "UILabel.defaultText")]


def load_script():
    loader = importlib.machinery.SourceFileLoader("check_uikit_import_surface", str(SCRIPT))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def emit_module(name, source, directory):
    path = directory / f"{name}.swift"
    path.write_text(source)
    subprocess.run(
        ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6",
         "-module-name", name, "-I", str(directory),
         "-emit-module-path", str(directory / f"{name}.swiftmodule"), str(path)],
        check=True, capture_output=True, text=True, timeout=300)


@unittest.skipIf(shutil.which("swiftc") is None, "swiftc is not on PATH")
class CheckUIKitImportSurfaceTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        root = pathlib.Path(cls.tmp.name)
        base = root / "base"
        base.mkdir()
        emit_module("Diffing", DIFFING, base)
        emit_module("ListBinding", LIST_BINDING, base)
        cls.modules = {}
        for kind, imports in FACES.items():
            directory = root / kind
            shutil.copytree(base, directory)
            face = ("@_exported import Foundation\n" + imports
                    + "\npublic typealias UILabel = Label\n" + RENAMED_FACE)
            emit_module("ListBindingUIKit", face, directory)
            cls.modules[kind] = directory
        cls.script = load_script()

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def run_script(self, modules, renamed_types=None):
        output = io.StringIO()
        with mock.patch.multiple(
                self.script, VISIBLE=VISIBLE, HIDDEN=HIDDEN, MEMBERS=MEMBERS,
                SIGNATURES=SIGNATURES, RENAMED_TYPES=renamed_types or RENAMED_TYPES,
                RENAMED_VALUES=RENAMED_VALUES), \
                mock.patch.object(sys, "argv", ["check-uikit-import-surface",
                                                "--modules", str(modules)]), \
                contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
            status = self.script.main()
        return status, output.getvalue()

    def test_a_scoped_export_of_an_spi_declaration_passes_all_five_checks(self):
        status, out = self.run_script(self.modules["scoped"])
        self.assertEqual(status, 0, out)
        self.assertIn("3 names of ListBinding hidden, UIKit's and Foundation's visible, "
                      "members visible with MemberImportVisibility on, nested types usable in "
                      "public signatures, 2 old names renamed", out)

    def test_an_old_name_the_face_does_not_declare_renamed_fails(self):
        status, out = self.run_script(
            self.modules["scoped"],
            renamed_types=[("UILabelStyle", "UILabel.Style"), ("UILabelKind", "UILabel.Style")])
        self.assertEqual(status, 1, out)
        self.assertIn("`UILabelKind` is not reported as renamed to `UILabel.Style`", out)
        self.assertIn("unexpected error: ", out)
        self.assertIn("cannot find type 'UILabelKind' in scope", out)
        self.assertNotIn("`UILabelStyle` is not reported", out)
        self.assertIn("2 problem(s)", out)

    def test_a_plain_import_fails_the_member_check_for_listbinding_and_diffing(self):
        status, out = self.run_script(self.modules["plain"])
        self.assertEqual(status, 1, out)
        self.assertIn("a member is missing with MemberImportVisibility on: ", out)
        self.assertIn("property 'text' is not available due to missing import of defining "
                      "module 'ListBinding'", out)
        self.assertIn("property 'row' is not available due to missing import of defining "
                      "module 'Diffing'", out)
        self.assertIn("a public signature cannot name a nested type: ", out)
        self.assertIn("cannot use enum 'Style' here; 'ListBinding' was not imported by this "
                      "file", out)
        # The names stay hidden and the file without the feature type-checks.
        self.assertNotIn("makes ListBinding's", out)
        self.assertNotIn("a UIKit name or Foundation name is missing", out)

    def test_exporting_all_of_listbinding_fails_the_hidden_check_only(self):
        status, out = self.run_script(self.modules["everything"])
        self.assertEqual(status, 1, out)
        self.assertIn("`import ListBindingUIKit` makes ListBinding's `Label` visible", out)
        self.assertIn("`import ListBindingUIKit` makes ListBinding's `Changeset` visible", out)
        # SPI stays out of sight even then; the members are visible.
        self.assertNotIn("`UIKitFaceImport` visible", out)
        self.assertNotIn("a member is missing", out)
        self.assertIn("2 problem(s)", out)

    def test_no_modules_is_a_setup_error(self):
        with tempfile.TemporaryDirectory() as empty:
            status, out = self.run_script(pathlib.Path(empty))
        self.assertEqual(status, 2)
        self.assertIn("no ListBindingUIKit.swiftmodule", out)


if __name__ == "__main__":
    unittest.main()
