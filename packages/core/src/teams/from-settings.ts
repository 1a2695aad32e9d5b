import type { TeamSettings } from './settings';

const derived = new WeakMap<TeamSettings, Map<string, unknown>>();

/**
 * What is worked out from a team's settings (an opened account, say), once per settings object that
 * readSettings gave: that object is frozen, so what was worked out from it stays true. Settings being
 * built for a save are not frozen and are worked out each time.
 */
export function fromSettings<T>(settings: TeamSettings, name: string, work: () => T): T {
  if (!Object.isFrozen(settings)) return work();
  let known = derived.get(settings);
  if (!known) derived.set(settings, (known = new Map<string, unknown>()));
  if (!known.has(name)) known.set(name, work());
  return known.get(name) as T;
}
