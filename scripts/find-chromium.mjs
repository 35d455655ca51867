// Finds a Chromium for Playwright and Lighthouse: the explicit path in the environment, else Debian's
// package, else installs it (root + apt), else Playwright's own download (works on a connected machine).
// Two builds of the same Chromium are wanted:
//   - "browser", the full browser: Lighthouse, the benchmarks and push notifications need it (the
//     headless shell denies the notification permission whatever the test grants);
//   - "headless-shell", the engine without the browser around it: the end-to-end specs run in about
//     half the CPU time in it.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const BUILDS = {
  browser: {
    env: "CHROMIUM_PATH",
    paths: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"],
    debianPackage: "chromium",
  },
  "headless-shell": {
    env: "CHROMIUM_HEADLESS_SHELL_PATH",
    paths: ["/usr/bin/chromium-headless-shell"],
    debianPackage: "chromium-headless-shell",
  },
};

function run(command, args) {
  console.log(`$ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit" }).status === 0;
}

/** Returns an executable path, or null when Playwright's bundled browser should be used. */
export function findChromium(build = "browser") {
  const { env, paths, debianPackage } = BUILDS[build];
  const explicit = process.env[env];
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`${env}=${explicit} does not exist`);
    return explicit;
  }
  const firstExisting = () => paths.find((path) => existsSync(path)) ?? null;
  const found = firstExisting();
  if (found) return found;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("which", ["apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log(`No ${debianPackage} found: installing Debian's package.`);
    if (!run("apt-get", ["install", "-y", "-qq", debianPackage])) {
      run("apt-get", ["update", "-qq"]);
      run("apt-get", ["install", "-y", "-qq", debianPackage]);
    }
    const installed = firstExisting();
    if (installed) return installed;
  }
  // The full browser does everything the headless shell does, only slower.
  if (build === "headless-shell") return findChromium("browser");
  console.log("No system Chromium: installing Playwright's own.");
  execFileSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const build of Object.keys(BUILDS)) console.log(`${build}: ${findChromium(build) ?? "(Playwright's bundled Chromium)"}`);
}
