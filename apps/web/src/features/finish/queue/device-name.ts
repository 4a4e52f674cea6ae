/** Where the browser keeps its device name (one per browser, shared by its tabs). */
export const DEVICE_STORAGE_KEY = 'segla.device';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

let fallback: string | null = null;

function randomName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return `Telefon ${Array.from(bytes, (byte) => LETTERS[byte % LETTERS.length]).join('')}`;
}

/**
 * This browser's name in the change log ("Telefon K7QX"), so the race officer can tell two
 * scorers' taps apart. Made once and kept in localStorage; where storage is refused (some
 * private modes) it lasts as long as the page.
 */
export function getDeviceName(): string {
  try {
    const stored = localStorage.getItem(DEVICE_STORAGE_KEY);
    if (stored) return stored;
    const name = randomName();
    localStorage.setItem(DEVICE_STORAGE_KEY, name);
    return name;
  } catch {
    fallback ??= randomName();
    return fallback;
  }
}
