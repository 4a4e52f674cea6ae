import { ApiError, NetworkError, refreshAccessToken } from '../../../lib/api-client.ts';
import { tokenStorage } from '../../../lib/tokens.ts';

/** `GET /api/series/{id}/sailwave/`: the series as a Sailwave file (docs/product.md §16). */
export function sailwavePath(seriesId: number): string {
  return `/api/series/${seriesId}/sailwave/`;
}

/** The file name a Content-Disposition gives (`filename*` first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Hands the file to the browser. The same few lines as the data download's (export-my-data.ts):
 * a module shared by the two lazy pages would be a chunk of its own, and its name would join the
 * home page's preload map (decision 0022's budget).
 */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function request(path: string, token: string | null): Promise<Response> {
  try {
    return await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new NetworkError(error);
  }
}

/**
 * "Exportera till Sailwave": fetches the file with the access token (the club sees its
 * unpublished sailings too; refreshed once on a 401, as every API call) and saves it under the
 * name the server gives. Errors are ApiError or NetworkError, as apiRequest's.
 */
export async function downloadSailwave(seriesId: number, seriesName: string): Promise<void> {
  const path = sailwavePath(seriesId);
  let response = await request(path, tokenStorage.access);
  if (response.status === 401 && tokenStorage.refresh && (await refreshAccessToken())) {
    response = await request(path, tokenStorage.access);
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the text is the detail.
    }
    throw new ApiError(response.status, data);
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? `${seriesName}.blw`;
  saveFile(await response.blob(), name);
}
