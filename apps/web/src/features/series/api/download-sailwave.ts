import { downloadFile } from '../../../lib/download-file.ts';

/** `GET /api/series/{id}/sailwave/`: the series as a Sailwave file (docs/product.md §16). */
export function sailwavePath(seriesId: number): string {
  return `/api/series/${seriesId}/sailwave/`;
}

/**
 * "Exportera till Sailwave": the file with the access token (the club sees its unpublished
 * sailings too), saved under the name the server gives.
 */
export function downloadSailwave(seriesId: number, seriesName: string): Promise<void> {
  return downloadFile(sailwavePath(seriesId), `${seriesName}.blw`);
}
