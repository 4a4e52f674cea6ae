/** Swedish texts of the shared error handler (docs/product.md §8), exactly as specified. */
export const ERROR_MESSAGES = {
  badRequest: 'Ett eller flera fält har ett fel. Kontrollera och försök igen.',
  unauthorized: 'Obehörig. Var vänlig logga in och försök igen.',
  forbidden: 'Förbjudet. Du har inte de nödvändiga behörigheterna för att komma åt denna resurs.',
  notFound: 'Hittades inte. Den begärda resursen kunde inte hittas.',
  unexpected: 'Ett oväntat fel uppstod. Var vänlig försök igen senare.',
  noResponse:
    'Ett oväntat fel uppstod. Var vänlig kontrollera din internetanslutning och försök igen.',
} as const;

/** Client messages of docs/product.md §8 (developer-facing, thrown by the API layer). */
export const CLIENT_MESSAGES = {
  notLoggedIn: 'User not logged in',
  noSailingId: 'No sailing ID provided',
  noData: 'No data received from API',
  competitorNeedsLogin: 'User must be logged in and competitor must have an ID',
} as const;
