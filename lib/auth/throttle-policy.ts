export type AttemptKind = "password" | "sign_up" | "recovery";

/** What auth_attempt_counts() answers: counts within the window, times in epoch seconds. */
export type AttemptCounts = {
  now: number;
  pair: number;
  pair_oldest: number | null;
  address: number;
  address_oldest: number | null;
  account: number;
  account_latest: number | null;
};

export type ThrottlePolicy = {
  windowSeconds: number;
  /** Attempts at one account from one address before that pair waits for the window to slide. */
  perPair: number;
  /** Attempts from one address at any accounts before that address waits. */
  perAddress: number;
  /** Attempts at one account from anywhere before each further one is slowed. */
  accountFree: number;
  accountMaxDelaySeconds: number;
};

// The per-account rule only slows (at most one try a minute), never locks: anyone can make
// attempts at someone else's account, so a lock there would let one attacker shut its owner out.
// The hard limits are keyed by client address, which an attacker cannot choose for a victim.
export const THROTTLE_POLICIES: Record<AttemptKind, ThrottlePolicy> = {
  password: { windowSeconds: 15 * 60, perPair: 5, perAddress: 50, accountFree: 10, accountMaxDelaySeconds: 60 },
  sign_up: { windowSeconds: 60 * 60, perPair: 5, perAddress: 20, accountFree: 5, accountMaxDelaySeconds: 60 },
  recovery: { windowSeconds: 60 * 60, perPair: 3, perAddress: 10, accountFree: 3, accountMaxDelaySeconds: 60 },
};

/**
 * Seconds to wait before the next attempt may go to the auth server (0: go now). Address rules
 * apply only when the client address is known: without it, only the per-account slow-down does.
 */
export function retryAfterSeconds(policy: ThrottlePolicy, counts: AttemptCounts, addressKnown: boolean): number {
  const waits: number[] = [0];
  const windowEnd = (oldest: number | null) => (oldest === null ? 0 : oldest + policy.windowSeconds - counts.now);
  if (addressKnown && counts.pair >= policy.perPair) waits.push(windowEnd(counts.pair_oldest));
  if (addressKnown && counts.address >= policy.perAddress) waits.push(windowEnd(counts.address_oldest));
  if (counts.account >= policy.accountFree && counts.account_latest !== null) {
    const delay = Math.min(policy.accountMaxDelaySeconds, 2 ** (counts.account - policy.accountFree));
    waits.push(counts.account_latest + delay - counts.now);
  }
  return Math.max(0, Math.ceil(Math.max(...waits)));
}
