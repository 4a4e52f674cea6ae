import { downloadFile } from '../../../lib/download-file.ts';

/**
 * `GET /api/sailings/{id}/entry-list/` (docs/product.md §18): the club's entry list as a CSV
 * file, with crew, fees and paid marks; saved under the name the server gives.
 */
export function downloadEntryList(sailingId: number, sailingName: string): Promise<void> {
  return downloadFile(`/api/sailings/${sailingId}/entry-list/`, `Deltagare ${sailingName}.csv`);
}
