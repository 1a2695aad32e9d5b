/** Seeded randomness: the sandbox must give the same answer to the same question. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Picks by relative weight: weights[i] is the weight of items[i]. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
}

/** 32-bit FNV-1a with a final avalanche; enough to spread string seeds. */
export function hashString(value: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for plausible fake data. */
export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    weighted: (items, weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return items[i] as (typeof items)[number];
      }
      return items[items.length - 1] as (typeof items)[number];
    },
  };
  return rng;
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Four base-36 characters that tell a code we issued from a typo or a forgery.
 * Takes the code's parts, so a search hashes its shared strings without concatenating them.
 */
export function checksum(...parts: string[]): string {
  let hash = 0x5bd1e995;
  for (const part of parts) hash = hashString(part, hash);
  // Spelled out by hand: Number#toString(36) was the slowest step of a 300-hotel search.
  let out = '';
  for (let i = 0, h = hash >>> 0; i < 4; i++, h = Math.floor(h / 36)) out += BASE36[h % 36];
  return out;
}
