// Finds a Chromium for Playwright: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else installs
// Debian's package (root + apt), else Playwright's own download (works on a connected machine).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

function firstExisting() {
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit" }).status === 0;
}

/** Returns an executable path, or null when Playwright's bundled browser should be used. */
export function findChromium() {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`CHROMIUM_PATH=${explicit} does not exist`);
    return explicit;
  }
  const found = firstExisting();
  if (found) return found;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("which", ["apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package.");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium"]);
    const installed = firstExisting();
    if (installed) return installed;
  }
  console.log("No system Chromium: installing Playwright's own.");
  execFileSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findChromium() ?? "(Playwright's bundled Chromium)");
}
