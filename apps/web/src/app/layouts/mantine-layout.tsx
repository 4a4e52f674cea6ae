import { Outlet } from 'react-router';
import { MantineScope } from '../../components/mantine-scope.tsx';

/** The pages that use Mantine, inside it (decision 0055). */
export function Component() {
  return (
    <MantineScope>
      <Outlet />
    </MantineScope>
  );
}
