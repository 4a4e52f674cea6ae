import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  TERMS_REQUIRED_MESSAGE,
  type CurrentUser,
} from '@segla/core';
import {
  IconBrandFacebook,
  IconBrandGoogle,
  IconCircleCheck,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useState, type Dispatch, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { profilePromptPath } from '../utils/profile-prompt.ts';
import {
  LOGIN_TEXTS,
  SUCCESS_DELAY_MS,
  type LoginFlowAction,
  type LoginFlowState,
} from './login-flow.ts';

/** Login values are trimmed (docs/product.md §5); registration trims alike so both agree. */
function trimmed<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as T;
}

interface BodyProps {
  state: LoginFlowState;
  dispatch: Dispatch<LoginFlowAction>;
  /** Emitted after a successful login with the signed-in user. */
  onLogin: (user: CurrentUser) => void;
  /** Closes the modal (the status view's Ok). */
  onClose: () => void;
  /** Emitted when a registration is complete (docs/product.md §2: registration-complete). */
  onRegistrationComplete?: (event: { message: string; email: string }) => void;
}

function FlowAlert({ state, dispatch }: Pick<BodyProps, 'state' | 'dispatch'>) {
  if (!state.alert) return null;
  const success = state.alert.type === 'success';
  return (
    <Alert
      color={success ? 'green' : 'sea'}
      icon={success ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
      withCloseButton
      closeButtonLabel="Stäng meddelandet"
      onClose={() => dispatch({ type: 'dismiss-alert' })}
      data-testid="login-alert"
      data-alert-type={state.alert.type}
    >
      {state.alert.message}
    </Alert>
  );
}

/** The flow's error alert (docs/product.md §5): the form's own, found by tests as login-error. */
function ErrorAlert({ message }: { message: string | null }) {
  return <FormAlert message={message} data-testid="login-error" />;
}

function SocialButtons() {
  return (
    <Stack gap="xs">
      <Button variant="default" leftSection={<IconBrandGoogle aria-hidden />} disabled fullWidth>
        Fortsätt med Google
      </Button>
      <Button variant="default" leftSection={<IconBrandFacebook aria-hidden />} disabled fullWidth>
        Fortsätt med Facebook
      </Button>
    </Stack>
  );
}

function LoginView({ state, dispatch, onLogin }: BodyProps) {
  const mutation = useLogin();
  const navigate = useNavigate();
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { email: state.email, password: '' },
    schema: loginSchema,
    toPayload: trimmed,
    submit: (payload) => mutation.mutateAsync(payload),
    onSuccess: (user) => {
      onLogin(user);
      // A sailor without a name completes her profile first (issue 13): this navigation
      // follows, and so replaces, the one the caller just began (docs/product.md §2).
      const prompt = profilePromptPath(user);
      if (prompt) void navigate(prompt);
    },
    context: 'Inloggningen',
  });
  // Every input is flagged invalid on a server error (docs/product.md §5): the alert says why.
  const invalid = alert !== null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FlowAlert state={state} dispatch={dispatch} />
        <ErrorAlert message={alert} />
        <TextInput
          label="E-post"
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
          error={form.errors.email ?? invalid}
        />
        <PasswordField
          label="Lösenord"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
          error={form.errors.password ?? invalid}
        />
        <Group justify="flex-end" mt={-12} mb={-8}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            className="target-link"
            onClick={() => dispatch({ type: 'show-forgot-password' })}
          >
            Glömt ditt lösenord?
          </Anchor>
        </Group>
        <Button type="submit" loading={busy} fullWidth>
          Logga in
        </Button>
        <Divider label="eller" labelPosition="center" />
        <SocialButtons />
        <Text ta="center" size="sm">
          Har du inget konto?{' '}
          <Anchor
            component="button"
            type="button"
            onClick={() => dispatch({ type: 'show-register' })}
          >
            Skapa ett här
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function RegisterView({ state, dispatch, onRegistrationComplete }: BodyProps) {
  const mutation = useRegister();
  const [termsError, setTermsError] = useState<string | null>(null);
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: state.draft ?? { email: '', password: '' },
    schema: registrationSchema,
    // The terms checkbox lives in the flow state; it is checked beside the form (below).
    toPayload: (values) => ({ ...trimmed(values), terms: true }),
    submit: (payload) => mutation.mutateAsync(payload),
    onSuccess: (_user, values) => {
      const email = values.email.trim();
      onRegistrationComplete?.({ message: LOGIN_TEXTS.registered, email });
      dispatch({ type: 'registration-complete', email });
    },
    onFailure: (failure, error) => {
      // No usable answer: the status view says so instead of the form (decision 0021).
      if (error instanceof NetworkError || (error instanceof ApiError && error.status >= 500)) {
        dispatch({ type: 'status', status: 'error' });
        return true;
      }
      if (failure.fieldErrors.terms) setTermsError(failure.fieldErrors.terms);
      return false;
    },
    context: 'Registreringen',
    successDelayMs: SUCCESS_DELAY_MS,
  });
  const invalid = alert !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTermsError(state.termsAccepted ? null : TERMS_REQUIRED_MESSAGE);
    if (state.termsAccepted) onSubmit(event);
    else form.validate();
  };

  const draft = () => ({ email: form.getValues().email, password: form.getValues().password });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          Registrera dig som seglare
        </Title>
        <FlowAlert state={state} dispatch={dispatch} />
        <ErrorAlert message={alert} />
        <TextInput
          label="E-post"
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
          error={form.errors.email ?? invalid}
        />
        <PasswordField
          label="Lösenord"
          autoComplete="new-password"
          description="Minst 8 tecken, inte bara siffror."
          withAsterisk
          {...form.getInputProps('password')}
          error={form.errors.password ?? invalid}
        />
        <div>
          <Checkbox
            label="Jag godkänner användarvillkoren och integritetspolicyn"
            checked={state.termsAccepted}
            onChange={(event) => {
              const accepted = event.currentTarget.checked;
              dispatch({ type: 'set-terms', accepted });
              if (accepted) setTermsError(null);
            }}
            error={termsError ?? (invalid && !state.termsAccepted)}
          />
          <Text size="sm" mt={6} ml={36}>
            Läs{' '}
            <Anchor
              component="button"
              type="button"
              onClick={() => dispatch({ type: 'show-terms', draft: draft() })}
            >
              användarvillkoren
            </Anchor>{' '}
            och{' '}
            <Anchor
              component="button"
              type="button"
              onClick={() => dispatch({ type: 'show-privacy', draft: draft() })}
            >
              integritetspolicyn
            </Anchor>
            .
          </Text>
        </div>
        <Button type="submit" loading={busy} fullWidth>
          Skapa konto
        </Button>
        <Divider label="eller" labelPosition="center" />
        <Button variant="default" disabled fullWidth>
          Registrera båtklubb
        </Button>
        <Text ta="center" size="sm">
          Har du redan ett konto?{' '}
          <Anchor component="button" type="button" onClick={() => dispatch({ type: 'show-login' })}>
            Logga in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function ForgotPasswordView({ state, dispatch }: BodyProps) {
  const mutation = useResetPassword();
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { email: state.email },
    schema: resetPasswordSchema,
    toPayload: trimmed,
    submit: (payload) => mutation.mutateAsync(payload),
    onSuccess: (_answer, values) => dispatch({ type: 'reset-sent', email: values.email.trim() }),
    context: 'Återställningen',
    successDelayMs: SUCCESS_DELAY_MS,
  });
  const invalid = alert !== null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>Ange din e-postadress</Text>
        <ErrorAlert message={alert} />
        <TextInput
          label="E-post"
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
          error={form.errors.email ?? invalid}
        />
        <Button type="submit" loading={busy} fullWidth>
          Skicka återställningslänk
        </Button>
        <Text ta="center" size="sm">
          <Anchor
            component="button"
            type="button"
            className="target-link"
            onClick={() => dispatch({ type: 'show-login' })}
          >
            Tillbaka till inloggning
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** Terms and privacy: shown as headings only (docs/product.md §2), with 'Tillbaka' and accept. */
function PolicyView({ state, dispatch }: BodyProps) {
  const terms = state.view === 'terms';
  return (
    <Stack gap="lg">
      <Group justify="space-between" className="login-footer">
        <Button variant="default" onClick={() => dispatch({ type: 'back' })}>
          Tillbaka
        </Button>
        <Button onClick={() => dispatch({ type: terms ? 'accept-terms' : 'accept-privacy' })}>
          Godkänn
        </Button>
      </Group>
    </Stack>
  );
}

function StatusView({ state, onClose }: BodyProps) {
  const success = state.status === 'success';
  return (
    <Stack gap="lg">
      <Alert color={success ? 'green' : 'red'} role="status">
        {success ? LOGIN_TEXTS.statusSuccess : LOGIN_TEXTS.statusError}
      </Alert>
      <Button onClick={onClose} fullWidth>
        Ok
      </Button>
    </Stack>
  );
}

/** The body of the current view of the login flow. */
export function LoginFlowBody(props: BodyProps) {
  switch (props.state.view) {
    case 'main':
      return props.state.mode === 'login' ? (
        <LoginView key={`login-${props.state.email}`} {...props} />
      ) : (
        <RegisterView {...props} />
      );
    case 'forgot-password':
      return <ForgotPasswordView {...props} />;
    case 'terms':
    case 'privacy':
      return <PolicyView {...props} />;
    case 'status':
      return <StatusView {...props} />;
  }
}
