import { ApiError, NetworkError, refreshAccessToken } from './api-client.ts';
import { tokenStorage } from './tokens.ts';

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

/** Hands a file to the browser's downloads under `name`. */
export function saveFile(blob: Blob, name: string): void {
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
 * Fetches a file the API gives only with the access token (a plain link could not send it;
 * refreshed once on a 401, as every API call) and saves it under the name the server gives, or
 * `fallbackName`. Errors are ApiError or NetworkError, as apiRequest's.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
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
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), name);
}
