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
  globalIgnores([".next/**", ".next-*/**", "scripts/bench-fixtures/*/.next*/**", ".local/**", "supabase/functions/**/*.bundle.js", "supabase/functions/**/*.bundle.d.ts", "supabase/functions/**/*.bundle.types/**", "out/**", "build/**", "next-env.d.ts", "bench-results/**", "test-results/**", "public/**"]),
]);
