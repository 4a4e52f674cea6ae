import { Outlet } from 'react-router';
import { SeglaMantine } from '../../components/mantine/segla-mantine.tsx';

/** A pathless layout route: the pages below it use Mantine, loaded with the first of them. */
export function Component() {
  return (
    <SeglaMantine>
      <Outlet />
    </SeglaMantine>
  );
}
