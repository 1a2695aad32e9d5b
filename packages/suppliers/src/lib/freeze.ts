/** Freezes a value and everything inside it: cached supplier answers are shared, so callers must copy, not mutate. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A small least-recently-added cache for repeated identical searches. */
export class RecentAnswers<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly size: number) {}

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): T {
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
    return value;
  }
}
