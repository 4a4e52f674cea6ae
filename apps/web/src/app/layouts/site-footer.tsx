import { Anchor, Group, Text } from '@mantine/core';
import { AppLink } from '../../components/app-link.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { useUser } from '../../features/auth/api/get-current-user.ts';

export function SiteFooter() {
  const user = useUser();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <LogoMark size={28} />
          <div>
            <Text fw={700}>Segla</Text>
            <Text size="sm" className="footer-muted">
              Kappseglingar, resultat och serier för svenska segelsällskap.
            </Text>
          </div>
        </div>
        {user && (
          <Group component="nav" aria-label="Sidfot" gap="lg" className="footer-links">
            <Anchor component={AppLink} to="/about">
              Om Segla
            </Anchor>
            <Anchor component={AppLink} to="/terms">
              Villkor och integritet
            </Anchor>
            <Anchor component={AppLink} to="/upgrade">
              För klubbar
            </Anchor>
            <Anchor component={AppLink} to="/design-system">
              Designsystem
            </Anchor>
            <Anchor component={AppLink} to="/style-guide">
              Stilguide
            </Anchor>
          </Group>
        )}
      </div>
    </footer>
  );
}
