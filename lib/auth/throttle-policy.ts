export type AttemptKind = "password" | "sign_up" | "recovery";

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
  perPair: number;
  perAddress: number;
  accountFree: number;
  accountMaxDelaySeconds: number;
};

// The per-account rule only slows, never locks: anyone can try someone else's account, and a lock
// would let an attacker shut its owner out.
export const THROTTLE_POLICIES: Record<AttemptKind, ThrottlePolicy> = {
  password: { windowSeconds: 15 * 60, perPair: 5, perAddress: 50, accountFree: 10, accountMaxDelaySeconds: 60 },
  sign_up: { windowSeconds: 60 * 60, perPair: 5, perAddress: 20, accountFree: 5, accountMaxDelaySeconds: 60 },
  recovery: { windowSeconds: 60 * 60, perPair: 3, perAddress: 10, accountFree: 3, accountMaxDelaySeconds: 60 },
};

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
