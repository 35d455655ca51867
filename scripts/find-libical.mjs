// Finds libical's strict validator (scripts/libical-validate.py through Debian's python3-gi and
// gir1.2-ical-3.0), installing the Debian packages when run as root with apt; null when unavailable.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const PYTHON = "/usr/bin/python3";
const PROBE = "import gi; gi.require_version('ICalGLib', '3.0'); from gi.repository import ICalGLib";

function works() {
  return existsSync(PYTHON) && spawnSync(PYTHON, ["-c", PROBE], { stdio: "ignore" }).status === 0;
}

/** The Python that runs scripts/libical-validate.py, or null when libical cannot be had here. */
export function findLibical() {
  if (works()) return PYTHON;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || spawnSync("which", ["apt-get"]).status !== 0) return null;
  console.log("libical's introspection data missing: installing Debian's gir1.2-ical-3.0 and python3-gi.");
  const install = () => spawnSync("apt-get", ["install", "-y", "-qq", "gir1.2-ical-3.0", "python3-gi"], { stdio: "ignore" }).status === 0;
  if (!install()) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "ignore" });
    install();
  }
  return works() ? PYTHON : null;
}
