'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';

/**
 * A list's filters and page kept in the address bar, so a filtered list survives a visit to a
 * record and the back button, and can be shared. Changing a filter goes back to page 1.
 */
export function useSearchState<K extends string>(keys: readonly K[]) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const serialized = params.toString();

  const keyList = keys.join(',');
  const values = useMemo(() => {
    const current = new URLSearchParams(serialized);
    return Object.fromEntries(keyList.split(',').map((key) => [key, current.get(key) ?? ''])) as Record<K, string>;
  }, [serialized, keyList]);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = useCallback(
    (patch: Partial<Record<K | 'page', string>>) => {
      const next = new URLSearchParams(serialized);
      for (const [key, value] of Object.entries(patch) as Array<[string, string | undefined]>) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in patch)) next.delete('page');
      // A notice ("Cliente excluído.") belongs to the moment it was shown.
      next.delete('notice');
      const query = next.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [serialized, pathname, router],
  );

  const clear = useCallback(
    () => update(Object.fromEntries(keyList.split(',').map((key) => [key, ''])) as Partial<Record<K | 'page', string>>),
    [update, keyList],
  );

  const setPage = useCallback((next: number) => update({ page: String(next) } as Partial<Record<K | 'page', string>>), [update]);

  const active = keys.some((key) => values[key] !== '');
  return { values, page, setPage, update, clear, active };
}
