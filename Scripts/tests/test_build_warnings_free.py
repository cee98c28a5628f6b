"""Tests of Scripts/build-warnings-free: the script runs with a stand-in `swift` first on PATH,
which prints what a build would print and exits as it would, in a copy of the script's folder
layout; the script must pass a clean build and fail a build that printed a warning or failed.

Run from the repository root: python3 -m unittest discover -s Scripts/tests
"""

import os
import pathlib
import shutil
import stat
import subprocess
import tempfile
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "build-warnings-free"


class BuildWarningsFreeTests(unittest.TestCase):
    def run_with_build_output(self, output: str, exit_code: int = 0):
        """Runs the script with a `swift` that prints `output` and exits with `exit_code`."""
        with tempfile.TemporaryDirectory() as temp:
            root = pathlib.Path(temp)
            (root / "Scripts").mkdir()
            shutil.copy(SCRIPT, root / "Scripts" / "build-warnings-free")
            bin_dir = root / "bin"
            bin_dir.mkdir()
            fake = bin_dir / "swift"
            (root / "output.txt").write_text(output)
            fake.write_text(
                "#!/usr/bin/env bash\n"
                f'echo "$@" > "{root}/arguments.txt"\n'
                f'cat "{root}/output.txt"\n'
                f"exit {exit_code}\n"
            )
            fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
            environment = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}")
            result = subprocess.run(
                ["bash", str(root / "Scripts" / "build-warnings-free"), "--jobs", "1"],
                env=environment,
                capture_output=True,
                text=True,
            )
            arguments = (root / "arguments.txt").read_text().split()
            return result, arguments

    def test_a_clean_build_passes_and_builds_the_tests(self):
        result, arguments = self.run_with_build_output(
            "Building for debugging...\nBuild complete! (3.00s)\n"
        )
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(arguments, ["build", "--build-tests", "--jobs", "1"])
        self.assertIn("no warnings", result.stdout)

    def test_a_compiler_warning_fails_and_is_listed(self):
        warning = (
            "/src/Sources/ListBinding/A.swift:3:7: warning: initialization of "
            "immutable value 'x' was never used\n"
        )
        result, _ = self.run_with_build_output(f"Compiling A.swift\n{warning}Build complete!\n")
        self.assertEqual(result.returncode, 1)
        self.assertIn("was never used", result.stderr)

    def test_a_package_manager_warning_fails(self):
        result, _ = self.run_with_build_output(
            "warning: 'listbinding': found 1 file(s) which are unhandled\nBuild complete!\n"
        )
        self.assertEqual(result.returncode, 1)

    def test_a_failed_build_fails_with_its_exit_status(self):
        result, _ = self.run_with_build_output("error: no such module 'Foo'\n", exit_code=2)
        self.assertEqual(result.returncode, 2)
        self.assertIn("the build failed", result.stderr)


if __name__ == "__main__":
    unittest.main()
