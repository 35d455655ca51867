import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "backend",
          include: ["tests/backend/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/backend/global-setup.ts"],
          testTimeout: 30_000,
          // Setting up a fresh database can be slow while the production build shares the CPU.
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
