'use client';

import { useState } from 'react';

/** The hotel's pictures: one large, the rest as thumbnails that replace it. */
export function HotelGallery({ name, pictures }: { name: string; pictures: readonly string[] }) {
  const [current, setCurrent] = useState(0);
  if (pictures.length === 0) return null;
  return (
    <div className="hotel-gallery" aria-label={`Fotos de ${name}`}>
      <img className="hotel-gallery-main" src={pictures[current]} alt={`${name}, foto ${current + 1} de ${pictures.length}`} />
      {pictures.length > 1 && (
        <div className="hotel-gallery-thumbs">
          {pictures.map((picture, index) => (
            <button
              key={picture}
              type="button"
              className={index === current ? 'hotel-thumb hotel-thumb-current' : 'hotel-thumb'}
              aria-label={`Foto ${index + 1}`}
              aria-pressed={index === current}
              onClick={() => setCurrent(index)}
            >
              <img src={picture} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
