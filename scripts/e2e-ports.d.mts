export declare const E2E_SUPABASE_PORT: number;
export declare const E2E_APP_PORT: number;
export declare const E2E_SMTP_PORT: number;
export declare const E2E_STANDALONE_PORT: number;
export declare const E2E_DEV_PORT: number;
