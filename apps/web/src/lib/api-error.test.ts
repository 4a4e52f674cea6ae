import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import { describeError, handleApiError } from './api-error.ts';
import { notify } from './notify.ts';

describe('the shared error handler (docs/product.md §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [401, {}, 'Obehörig. Var vänlig logga in och försök igen.'],
    [403, {}, 'Förbjudet. Du har inte de nödvändiga behörigheterna för att komma åt denna resurs.'],
    [404, { detail: 'Hittades inte.' }, 'Hittades inte. Den begärda resursen kunde inte hittas.'],
    [500, {}, 'Ett oväntat fel uppstod. Var vänlig försök igen senare.'],
    [
      429,
      { detail: 'För många försök.' },
      'Ett oväntat fel uppstod. Var vänlig försök igen senare.',
    ],
    [
      400,
      { email: ['Ange en giltig e-postadress.'] },
      'Ett eller flera fält har ett fel. Kontrollera och försök igen.',
    ],
  ])('%i gives its Swedish message', (status, body, message) => {
    expect(describeError(new ApiError(status, body)).message).toBe(message);
  });

  it('403 shows the server detail first', () => {
    const described = describeError(new ApiError(403, { detail: 'Du får inte ändra klubben.' }));
    expect(described.message).toBe('Du får inte ändra klubben.');
  });

  it('no response gives the connection message', () => {
    expect(describeError(new NetworkError()).message).toBe(
      'Ett oväntat fel uppstod. Var vänlig kontrollera din internetanslutning och försök igen.',
    );
  });

  it('400 gives field errors (first message each) and the first non-field error', () => {
    const described = describeError(
      new ApiError(400, {
        email: ['Upptagen.', 'Andra felet.'],
        password: ['För kort.'],
        non_field_errors: ['Kontot är låst.', 'Mer.'],
      }),
    );
    expect(described.fieldErrors).toEqual({ email: 'Upptagen.', password: 'För kort.' });
    expect(described.fieldMessages.email).toEqual(['Upptagen.', 'Andra felet.']);
    expect(described.message).toBe('Kontot är låst.');
  });

  it('shows the message as a toast unless told not to, and logs the error', () => {
    const show = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    handleApiError(new ApiError(404, {}));
    expect(show).toHaveBeenCalledWith('Hittades inte. Den begärda resursen kunde inte hittas.');
    handleApiError(new ApiError(404, {}), { toast: false });
    expect(show).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
