import type { ExperienceImage } from '@tas/db';
import { z } from 'zod';
import { exactly } from './exactly';

/** An absolute http(s) address, or a path served by the app itself (`/uploads/x.jpg`, not `//host/x`). */
function isImageAddress(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !/\s/.test(url);
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

const ZImageInput = z.object({
  url: z.string().trim().min(1).max(2_000).refine(isImageAddress, 'must be an http(s) URL or an app path starting with /'),
  alt: z.string().trim().max(300).default(''),
  order: exactly(z.number().int().min(0).max(1_000)).optional(),
});

/** Images in the order sent; a missing `order` is the image's position, and no two images share one. */
export const ZImagesInput = z
  .array(ZImageInput)
  .max(20)
  .superRefine((images, ctx) => {
    const seen = new Set<number>();
    images.forEach((image, i) => {
      const order = image.order ?? i;
      if (seen.has(order)) ctx.addIssue({ code: 'custom', path: [i, 'order'], message: 'must be unique among the images' });
      seen.add(order);
    });
  })
  .transform((images) => images.map((image, i) => ({ url: image.url, alt: image.alt, order: image.order ?? i })));
export type TImagesInput = z.infer<typeof ZImagesInput>;

export function presentImages(rows: ExperienceImage[]) {
  return [...rows].sort((a, b) => a.order - b.order).map((row) => ({ id: row.id, url: row.url, alt: row.alt, order: row.order }));
}
