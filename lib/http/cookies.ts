export const ONE_YEAR = 60 * 60 * 24 * 365;
