/** The send-reminders function's secret and app address on the backend test servers. */
export const TEST_REMINDERS_SECRET = "reminders-secret-for-backend-tests";
export const TEST_APP_URL = "http://app.test";
