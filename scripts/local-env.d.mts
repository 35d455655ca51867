export declare const LOCAL_PUBLISHABLE_KEY: string;
export declare function localAppEnv(options: { supabasePort: number; appPort: number; host?: string }): {
  NEXT_PUBLIC_SUPABASE_URL: string;
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: string;
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_PUBLIC_VAPID_PUBLIC_KEY: string;
  PUSH_ALLOW_LOOPBACK_ENDPOINTS: string;
  NEXT_TELEMETRY_DISABLED: string;
};
export type VapidKeys = { publicKey: string; privateKey: string };
export declare const LOCAL_VAPID_KEYS: VapidKeys;
export declare function localVapidKeys(): VapidKeys;
export declare function waitFor(url: string, timeoutMs?: number): Promise<void>;
export declare const LOCAL_REMINDERS_SECRET: string;
export declare function localFunctionEnv(options: { appUrl: string }): {
  REMINDERS_SECRET: string;
  APP_URL: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
  PUSH_ALLOW_LOOPBACK_ENDPOINTS: string;
};
export declare const TEST_AUTH_ENV: { SUPABASE_AUTH_BCRYPT_COST: string };
