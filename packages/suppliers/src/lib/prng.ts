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

/** Two 32-bit numbers mixed into one well-spread unsigned 32-bit number. */
export function mix32(a: number, b: number): number {
  let h = Math.imul(a ^ Math.imul(b, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: tiny, fast and good enough for plausible fake data. */
class Mulberry32 implements Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let roll = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      roll -= weights[i] ?? 0;
      if (roll < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }
}

// A class, not closures: searches create thousands of these.
export function createRng(seed: number | string): Rng {
  return new Mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
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
