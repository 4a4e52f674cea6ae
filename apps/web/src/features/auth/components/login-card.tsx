import { ActionIcon, Group, Paper, Title } from '@mantine/core';
import type { CurrentUser } from '@segla/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useReducer } from 'react';
import { LoginFlowBody } from './login-flow-body.tsx';
import {
  hasBackArrow,
  initialLoginFlow,
  loginFlowReducer,
  loginFlowTitle,
  type LoginAlert,
} from './login-flow.ts';

/** The login flow on its own page (/login, the login layout). */
export function LoginCard({
  onLogin,
  initialAlert = null,
  start = 'login',
}: {
  onLogin: (user: CurrentUser) => void;
  initialAlert?: LoginAlert | null;
  start?: 'login' | 'register' | 'forgot-password';
}) {
  const [state, dispatch] = useReducer(loginFlowReducer, null, () => ({
    ...initialLoginFlow(start),
    alert: initialAlert,
  }));
  return (
    <Paper className="login-card" p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md">
      <Group gap="xs" mb="lg" wrap="nowrap">
        {hasBackArrow(state) && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Tillbaka"
            onClick={() => dispatch({ type: 'back' })}
          >
            <IconArrowLeft aria-hidden />
          </ActionIcon>
        )}
        <Title order={1} size="h2">
          {loginFlowTitle(state)}
        </Title>
      </Group>
      <LoginFlowBody
        state={state}
        dispatch={dispatch}
        onLogin={onLogin}
        onClose={() => dispatch({ type: 'reset' })}
      />
    </Paper>
  );
}
