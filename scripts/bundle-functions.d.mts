export declare const REMINDERS_BUNDLE: string;
export declare const REMINDERS_TYPES: string;
export declare function bundleFunctions(options?: { quiet?: boolean }): Promise<string>;
export declare function emitBundleTypes(options?: { quiet?: boolean }): string;
