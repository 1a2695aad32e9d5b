'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** A `?notice=` is shown once: the URL drops it, so a reload does not announce the save again. */
export function useNoticeOnce(notice: string | undefined, path: string): void {
  const router = useRouter();
  useEffect(() => {
    if (notice) router.replace(path, { scroll: false });
  }, [notice, path, router]);
}
