/**
 * The login modal's state machine (docs/product.md §2, §4): views main (login or registration),
 * forgot-password, terms, privacy and status; alerts of type info or success.
 */
export type LoginView = 'main' | 'forgot-password' | 'terms' | 'privacy' | 'status';
export type LoginMode = 'login' | 'register';

export const LOGIN_TEXTS = {
  registered: 'Ditt konto har skapats. Du kan nu logga in.',
  resetSent: (email: string) => `Ett mail med återställningslänk har skickats till ${email}`,
  termsAccepted: 'Villkoren har godkänts.',
  privacyAccepted: 'Integritetspolicyn har godkänts.',
  statusSuccess:
    'Dina uppgifter är skickade! Du kommer att få ett mail när vi har godkänt dina uppgifter.',
  statusError: 'Något gick fel! Vi jobbar med att åtgärda detta. Försök igen senare.',
} as const;

/** The 500 ms pause before registration and reset success show (docs/product.md §9). */
export const SUCCESS_DELAY_MS = 500;

export interface LoginAlert {
  type: 'info' | 'success';
  message: string;
}

export interface LoginFlowState {
  view: LoginView;
  mode: LoginMode;
  alert: LoginAlert | null;
  status: 'success' | 'error' | null;
  /** The registration form's terms checkbox (set by accepting terms or privacy). */
  termsAccepted: boolean;
  /** E-mail to prefill the login form with (after registration or a reset). */
  email: string;
  /** What was typed into the registration form while terms or privacy are read. */
  draft: { email: string; password: string } | null;
}

export type LoginFlowAction =
  | { type: 'show-login' }
  | { type: 'show-register' }
  | { type: 'show-forgot-password' }
  | { type: 'show-terms'; draft?: LoginFlowState['draft'] }
  | { type: 'show-privacy'; draft?: LoginFlowState['draft'] }
  | { type: 'back' }
  | { type: 'accept-terms' }
  | { type: 'accept-privacy' }
  | { type: 'set-terms'; accepted: boolean }
  | { type: 'registration-complete'; email: string }
  | { type: 'reset-sent'; email: string }
  | { type: 'status'; status: 'success' | 'error' }
  | { type: 'dismiss-alert' }
  | { type: 'reset'; start?: 'login' | 'register' | 'forgot-password' };

export function initialLoginFlow(start: 'login' | 'register' | 'forgot-password' = 'login') {
  return {
    view: start === 'forgot-password' ? 'forgot-password' : 'main',
    mode: start === 'register' ? 'register' : 'login',
    alert: null,
    status: null,
    termsAccepted: false,
    email: '',
    draft: null,
  } satisfies LoginFlowState as LoginFlowState;
}

export function loginFlowReducer(state: LoginFlowState, action: LoginFlowAction): LoginFlowState {
  switch (action.type) {
    case 'show-login':
      return { ...state, view: 'main', mode: 'login', alert: null };
    case 'show-register':
      return { ...state, view: 'main', mode: 'register', alert: null };
    case 'show-forgot-password':
      return { ...state, view: 'forgot-password', alert: null };
    case 'show-terms':
      return { ...state, view: 'terms', alert: null, draft: action.draft ?? state.draft };
    case 'show-privacy':
      return { ...state, view: 'privacy', alert: null, draft: action.draft ?? state.draft };
    case 'back':
      // Terms and privacy return to the form they were opened from; all else to login.
      if (state.view === 'terms' || state.view === 'privacy')
        return { ...state, view: 'main', alert: null };
      return { ...state, view: 'main', mode: 'login', alert: null, status: null };
    case 'accept-terms':
      return {
        ...state,
        view: 'main',
        termsAccepted: true,
        alert: { type: 'success', message: LOGIN_TEXTS.termsAccepted },
      };
    case 'accept-privacy':
      return {
        ...state,
        view: 'main',
        termsAccepted: true,
        alert: { type: 'success', message: LOGIN_TEXTS.privacyAccepted },
      };
    case 'set-terms':
      return { ...state, termsAccepted: action.accepted };
    case 'registration-complete':
      return {
        ...state,
        view: 'main',
        mode: 'login',
        email: action.email,
        termsAccepted: false,
        draft: null,
        alert: { type: 'success', message: LOGIN_TEXTS.registered },
      };
    case 'reset-sent':
      return {
        ...state,
        view: 'main',
        mode: 'login',
        email: action.email,
        alert: { type: 'info', message: LOGIN_TEXTS.resetSent(action.email) },
      };
    case 'status':
      return { ...state, view: 'status', status: action.status, alert: null };
    case 'dismiss-alert':
      return { ...state, alert: null };
    case 'reset':
      return initialLoginFlow(action.start);
  }
}

/** The title of the current view. */
export function loginFlowTitle(state: LoginFlowState): string {
  switch (state.view) {
    case 'forgot-password':
      return 'Återställ lösenord';
    case 'terms':
      return 'Användarvillkor';
    case 'privacy':
      return 'Integritetspolicy';
    case 'status':
    case 'main':
      return state.mode === 'register' ? 'Skapa konto' : 'Logga in';
  }
}

/** A back arrow shows on every view except the plain login view. */
export function hasBackArrow(state: LoginFlowState): boolean {
  return !(state.view === 'main' && state.mode === 'login');
}
