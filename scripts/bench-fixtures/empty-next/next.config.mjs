import path from "node:path";

// Built by scripts/bench-lighthouse.mjs with the repository's own next, react and react-dom.
const root = path.resolve(import.meta.dirname, "../../..");

const config = {
  distDir: process.env.EMPTY_NEXT_DIST_DIR || ".next",
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default config;
