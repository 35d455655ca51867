import type { Page } from "@playwright/test";

/**
 * Collects, across navigations, every Content-Security-Policy violation (the browser's
 * `securitypolicyviolation` event, which also reports violations that code catches and the
 * console never shows), every console error and every uncaught exception of the page.
 */
export async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || /Content[- ]Security[- ]Policy/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  await page.exposeFunction("reportCspViolation", (report: string) => problems.push(`CSP violation: ${report}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (report: string) => Promise<void> }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return problems;
}
