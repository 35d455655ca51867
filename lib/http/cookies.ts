/** A year in seconds: the max-age of the cookies that remember a visitor's choices. */
export const ONE_YEAR = 60 * 60 * 24 * 365;
