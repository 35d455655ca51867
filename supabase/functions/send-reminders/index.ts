// Called by the send-reminders cron job with REMINDERS_SECRET, and by the settings page's test with
// the user's own JWT: verify_jwt is off, the function checks both itself.
import { envPositiveInt, envString } from "../_shared/env.ts";
import { createSendRemindersHandler } from "./handler.ts";
import { createMailer } from "./mailer.ts";
import { createPushSender } from "./push.ts";

const resendKey = envString("RESEND_API_KEY");
const smtpHost = envString("SMTP_HOST");
const concurrency = envPositiveInt("REMINDERS_SEND_CONCURRENCY", 4);
const appUrl = envString("APP_URL").replace(/\/$/, "");

Deno.serve(
  createSendRemindersHandler({
    supabaseUrl: envString("SUPABASE_URL").replace(/\/$/, ""),
    serviceRoleKey: envString("SUPABASE_SERVICE_ROLE_KEY"),
    secret: envString("REMINDERS_SECRET"),
    appUrl,
    mailer: createMailer({
      from: envString("REMINDER_FROM", "Subscription Manager <reminders@example.com>"),
      resend: resendKey
        ? { apiKey: resendKey, apiUrl: envString("RESEND_API_URL", "https://api.resend.com").replace(/\/$/, ""), timeoutMs: 15_000 }
        : null,
      smtp: smtpHost
        ? {
            host: smtpHost,
            port: envPositiveInt("SMTP_PORT", 587),
            user: envString("SMTP_USER"),
            password: envString("SMTP_PASS"),
            maxConnections: concurrency,
          }
        : null,
    }),
    push: createPushSender({
      publicKey: envString("VAPID_PUBLIC_KEY"),
      privateKey: envString("VAPID_PRIVATE_KEY"),
      subject: envString("VAPID_SUBJECT", appUrl.startsWith("https://") ? appUrl : "mailto:reminders@example.com"),
      timeoutMs: envPositiveInt("PUSH_TIMEOUT_MS", 10_000),
    }),
    allowLoopbackPush: envString("PUSH_ALLOW_LOOPBACK_ENDPOINTS") === "true",
    // About 5 ms of CPU a user on a catch-up day (npm run bench): 200 keep a call near 1 s of the 2 s allowed.
    batchSize: envPositiveInt("REMINDERS_BATCH_SIZE", 100),
    maxUsers: envPositiveInt("REMINDERS_MAX_USERS", 200),
    // Rows of user data a call reads: at this budget a call stays under half an Edge Function's limits (npm run bench).
    maxRows: envPositiveInt("REMINDERS_MAX_ROWS", 10_000),
    timeBudgetMs: envPositiveInt("REMINDERS_TIME_BUDGET_MS", 60_000),
    concurrency,
  }),
);
