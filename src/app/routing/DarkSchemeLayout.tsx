import { Outlet } from 'react-router';

export const handle = { colorScheme: 'dark' as const };

export default function DarkSchemeLayout() {
  return <Outlet />;
}
