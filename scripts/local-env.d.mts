export declare const LOCAL_PUBLISHABLE_KEY: string;
export declare function localAppEnv(options: { supabasePort: number; appPort: number; host?: string }): {
  NEXT_PUBLIC_SUPABASE_URL: string;
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: string;
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_TELEMETRY_DISABLED: string;
};
export declare function waitFor(url: string, timeoutMs?: number): Promise<void>;
export declare const LOCAL_REMINDERS_SECRET: string;
export declare function localFunctionEnv(options: { appUrl: string }): { REMINDERS_SECRET: string; APP_URL: string };
