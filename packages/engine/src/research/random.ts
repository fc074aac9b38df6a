/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every
 * machine, so a Monte Carlo run can be reproduced from the seed the user sees. The engine has no
 * other source of randomness. Returns numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, limit) from a generator. */
export function randomIndex(random: () => number, limit: number): number {
  return Math.floor(random() * limit);
}
