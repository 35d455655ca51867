import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

// Comments explain the code in front of the reader; a numbered section of a document that is not
// in the repository explains nothing to them.
const noOutsideCitations = {
  meta: { type: "suggestion", messages: { cite: "Say the rule itself instead of citing a document outside the repository." } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (/§\s*\d|\b(?:product-spec|DESIGN\.md|STYLE\.md)\b/i.test(comment.value)) {
            context.report({ loc: comment.loc, messageId: "cite" });
          }
        }
      },
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    plugins: { project: { rules: { "no-outside-citations": noOutsideCitations } } },
    rules: {
      "project/no-outside-citations": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Images here are small SVG brand icons and icon URLs on any host a user names: the image
      // optimizer adds nothing to an SVG and would need every host allow-listed.
      "@next/next/no-img-element": "off",
    },
  },
  {
    files: ["app/**", "components/**", "lib/**"],
    // Without it the cycle check parses every package it meets and lint takes twice as long.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./lib", from: ["./components", "./app"], message: "lib is below components and app." },
            { target: "./components", from: "./app", message: "components are below app." },
            { target: "./components/ui", from: "./components", except: ["./ui"], message: "UI primitives stand alone." },
            { target: "./components/ui", from: "./lib", except: ["./utils.ts"], message: "UI primitives use only lib/utils." },
            { target: "./lib/env.ts", from: "./lib", except: ["./zod.ts"], message: "Every feature reads lib/env; it reads none." },
          ],
        },
      ],
    },
  },
  globalIgnores([".next/**", ".next-*/**", "scripts/bench-fixtures/*/.next*/**", ".local/**", "supabase/functions/**/*.bundle.js", "supabase/functions/**/*.bundle.d.ts", "supabase/functions/**/*.bundle.types/**", "out/**", "build/**", "next-env.d.ts", "bench-results/**", "test-results/**", "public/**"]),
]);
