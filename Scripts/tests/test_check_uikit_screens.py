"""Tests of Scripts/check-uikit-screens on the fixture screens of fixtures/uikit-screens, checked
against this repository's own sources (the public names the script derives from them).

Run from the repository root: python3 -m unittest discover -s Scripts/tests
"""

import pathlib
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = pathlib.Path(__file__).resolve().parent.parent
SCRIPT = SCRIPTS / "check-uikit-screens"
ROOT = SCRIPTS.parent
FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures" / "uikit-screens"


def run(*arguments):
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--package", str(ROOT), *map(str, arguments)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    return result.returncode, result.stdout, result.stderr


class CheckUIKitScreensTests(unittest.TestCase):
    def test_clean_screen_passes(self):
        status, out, err = run(FIXTURES / "Clean.swift")
        self.assertEqual(status, 0, out + err)
        self.assertIn("1 file(s) are plain UIKit code", out)

    def test_naming_table_view_fails_with_the_line_and_module(self):
        status, out, _ = run(FIXTURES / "NamesTableView.swift")
        self.assertEqual(status, 1)
        self.assertIn(
            "NamesTableView.swift:8:15: names 'TableView', a public name of ListBinding, "
            "not UIKit's",
            out,
        )
        self.assertIn("NamesTableView.swift:12:23: names 'Label', a public name of ListBinding", out)
        # The interpolation is code; the string's own text is not.
        self.assertEqual(out.count("names '"), 2)

    def test_a_functions_own_labels_and_parameter_names_pass_but_its_types_do_not(self):
        status, out, _ = run(FIXTURES / "ParameterNames.swift")
        self.assertEqual(status, 1)
        # `removeAll(named names:)` declares `named` and `names` (ListBindingTesting's names
        # too): no problem in that function.
        self.assertNotIn("ParameterNames.swift:12:", out)
        self.assertNotIn("ParameterNames.swift:13:", out)
        # The type of `reload(in table: TableView)` is a real leak.
        self.assertIn(
            "ParameterNames.swift:16:25: names 'TableView', a public name of ListBinding, "
            "not UIKit's",
            out,
        )
        # The parameter name holds only inside its function.
        self.assertIn(
            "ParameterNames.swift:22:16: names 'names', a public name of ListBindingTesting", out
        )
        self.assertEqual(out.count("names '"), 2)

    def test_extra_import_fails(self):
        status, out, _ = run(FIXTURES / "ExtraImport.swift")
        self.assertEqual(status, 1)
        self.assertIn("ExtraImport.swift:6:1: imports beyond the block: 'import Foundation'", out)

    def test_missing_block_fails(self):
        status, out, _ = run(FIXTURES / "NoBlock.swift")
        self.assertEqual(status, 1)
        self.assertIn("NoBlock.swift:1:1: does not start with the import block", out)

    def test_testing_and_face_names_that_are_not_uikits_fail(self):
        source = (FIXTURES / "Clean.swift").read_text(encoding="utf-8").replace(
            "    navigationItem.rightBarButtonItem = editButtonItem\n",
            "    navigationItem.rightBarButtonItem = editButtonItem\n"
            "    _ = tableView.nativeTable\n"
            "    _ = UIActivityViewController(activityItems: [], applicationActivities: nil)"
            ".sharedItems\n"
            "    _ = UIKitException.self\n"
            "    try? UISwitch().tap()\n",
        )
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "Testing.swift"
            path.write_text(source, encoding="utf-8")
            status, out, _ = run(path)
        self.assertEqual(status, 1)
        self.assertIn("names 'nativeTable', a public name of ListBindingTesting", out)
        # (ListBindingTesting's `barButtonSystemItem` is now also the label of UIKit's
        # `init(barButtonSystemItem:target:action:)`: a UIKit name, which a check by name passes.)
        self.assertIn("names 'sharedItems', a public name of ListBindingTesting", out)
        self.assertIn("names 'UIKitException', a public name of ListBindingUIKit", out)
        # ListBinding's simulated finger on a class the face gives a UIKit name.
        self.assertIn("names 'tap', a public name of ListBinding", out)

    def test_a_folder_is_every_swift_file_in_it(self):
        status, out, _ = run(FIXTURES)
        self.assertEqual(status, 1)
        self.assertIn("problem(s) in 5 file(s)", out)

    def test_the_repositorys_screens_pass(self):
        status, out, err = run()
        self.assertEqual(status, 0, out + err)

    def test_the_default_is_both_screen_folders(self):
        expected = sum(
            len(list((ROOT / "Tests" / target / "Screens").glob("*.swift")))
            for target in ("ListBindingUIKitTests", "ListBindingUIKitSwift5Tests")
        )
        self.assertGreater(
            len(list((ROOT / "Tests" / "ListBindingUIKitSwift5Tests" / "Screens").glob("*.swift"))),
            0,
        )
        status, out, err = run()
        self.assertEqual(status, 0, out + err)
        self.assertIn(f"{expected} file(s) are plain UIKit code", out)

    def test_a_missing_file_is_a_usage_error(self):
        status, _, err = run(FIXTURES / "Missing.swift")
        self.assertEqual(status, 2)
        self.assertIn("no ", err)


if __name__ == "__main__":
    unittest.main()
