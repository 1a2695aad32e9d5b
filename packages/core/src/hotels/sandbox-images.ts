import { renderSandboxHotelImage } from '@tas/suppliers';
import { ApiError } from '../lib/api-error';
import type { FileResponse } from '../rest/files';

// Sandbox hotels have up to a few dozen pictures; anything else names no image.
const HOTEL_ID = /^\d{8,12}$/;
const PICTURE = /^[1-9]\d?$/;

/** GET /api/public/sandbox-images/hotels/{hotelId}/{n}.svg: the same picture for ever, so caches may keep it. */
export function sandboxHotelImageFile(hotelId: string, n: string): FileResponse {
  if (!HOTEL_ID.test(hotelId) || !PICTURE.test(n)) throw ApiError.notFound('Image');
  return {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400, immutable' },
    body: renderSandboxHotelImage(hotelId, Number(n)),
  };
}
