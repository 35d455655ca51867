/** Returns an executable path, or null when Playwright's bundled browser should be used. */
export declare function findChromium(): string | null;
