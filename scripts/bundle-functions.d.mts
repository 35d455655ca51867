export declare const REMINDERS_BUNDLE: string;
export declare function bundleFunctions(options?: { quiet?: boolean }): Promise<string>;
