// The rates the "rates-fixed" test server answers (see dashboard-fault-fetch.cjs), in New Taiwan
// dollars per unit, dated 2026-11-21; tests that compute totals by hand read them from here.
// A currency not listed has no rate at all.
const TWD_PER_UNIT = { TWD: 1, USD: 30, EUR: 35, JPY: 0.2, GBP: 40, CNY: 4.5, SEK: 3, KRW: 0.025 };
const RATES_DATE = "2026-11-21";

module.exports = { TWD_PER_UNIT, RATES_DATE };
