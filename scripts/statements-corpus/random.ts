/** A seeded generator: the same seed gives the same history on every machine and Node version. */
export type Random = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A count with the given mean (Poisson), for purchases a day. */
  count(mean: number): number;
};

// mulberry32: 32-bit state, good spread, and nothing in it depends on Math.random.
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
    count(mean) {
      const limit = Math.exp(-mean);
      let product = next();
      let count = 0;
      while (product > limit) {
        product *= next();
        count++;
      }
      return count;
    },
  };
  return random;
}

/** A seed for one part of a history, so that adding noise never changes which subscriptions exist. */
export function childSeed(seed: number, part: string): number {
  let hash = seed ^ 0x9e3779b9;
  for (let i = 0; i < part.length; i++) hash = Math.imul(hash ^ part.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A reference of digits and capitals, as card processors print them (`2K4LM0AB2`). */
export function reference(random: Random, length: number, alphabet = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"): string {
  let text = "";
  for (let i = 0; i < length; i++) text += alphabet[random.int(0, alphabet.length - 1)];
  return text;
}
