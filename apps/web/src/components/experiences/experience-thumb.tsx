'use client';

import { useState } from 'react';

/** The cover image, or the name's initial when there is none or it does not load. */
export function ExperienceThumb({ url, name }: { url: string | undefined; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="thumb" aria-hidden>
      {url && !failed ? <img src={url} alt="" loading="lazy" onError={() => setFailed(true)} /> : name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
