import { ActionIcon, Modal, Text } from '@mantine/core';
import type { CurrentUser } from '@segla/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useReducer, useState } from 'react';
import { closeLoginModal, loginModalStore, type LoginModalStart } from '../stores/login-modal.ts';
import { loginNoticeStore } from '../stores/login-notice.ts';
import { LoginFlowBody } from './login-flow-body.tsx';
import { hasBackArrow, initialLoginFlow, loginFlowReducer, loginFlowTitle } from './login-flow.ts';

/** Login modal width (docs/product.md §9). */
export const LOGIN_MODAL_MAX_WIDTH = 400;

interface ContentProps {
  start: LoginModalStart;
  /** One line saying why the modal opened (a guarded page a visitor asked for). */
  notice?: string;
  onClose: () => void;
  onLogin: (user: CurrentUser) => void;
}

function LoginModalContent({ start, notice, onClose, onLogin }: ContentProps) {
  const [state, dispatch] = useReducer(loginFlowReducer, start, initialLoginFlow);
  return (
    <>
      <Modal.Header className="login-modal-header">
        {hasBackArrow(state) && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Tillbaka"
            onClick={() => dispatch({ type: 'back' })}
            data-testid="login-back"
          >
            <IconArrowLeft aria-hidden />
          </ActionIcon>
        )}
        <Modal.Title className="login-modal-title">{loginFlowTitle(state)}</Modal.Title>
        <Modal.CloseButton aria-label="Stäng" size="lg" />
      </Modal.Header>
      <Modal.Body>
        {notice && state.view === 'main' && (
          <Text role="status" fw={500} mb="md">
            {notice}
          </Text>
        )}
        <LoginFlowBody state={state} dispatch={dispatch} onClose={onClose} onLogin={onLogin} />
      </Modal.Body>
    </>
  );
}

/**
 * The login modal (docs/product.md §2, §4): max width 400, resets when closed, closes and emits
 * `onLogin` after a successful login, with the page a visitor asked for when she was sent here
 * from one (`loginNoticeStore`).
 */
export function LoginModal({ onLogin }: { onLogin: (user: CurrentUser, next?: string) => void }) {
  const { opened, start } = loginModalStore.use();
  const asked = loginNoticeStore.use();
  // A new session each time the modal closes: every view, form and alert starts afresh.
  const [session, setSession] = useState(0);
  const close = () => {
    closeLoginModal();
    loginNoticeStore.set(null);
    setSession((value) => value + 1);
  };
  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      size={LOGIN_MODAL_MAX_WIDTH}
      centered
      data-testid="login-modal"
    >
      <Modal.Overlay />
      <Modal.Content>
        <LoginModalContent
          key={`${session}-${start}`}
          start={start}
          notice={asked?.notice}
          onClose={close}
          onLogin={(user) => {
            close();
            onLogin(user, asked?.next);
          }}
        />
      </Modal.Content>
    </Modal.Root>
  );
}

// Lazy, outside the Mantine pages: it brings its own provider.
export default LoginModal;
