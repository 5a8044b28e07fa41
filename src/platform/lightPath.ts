/**
 * A dark twin is the same page in the dark scheme: its light path ('/home-1-dark' -> '/'). Apart
 * from canonicalPath.ts, whose route table the language menu's code would otherwise carry (1 kB).
 */
export function lightPath(pathname: string) {
  const clean = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  if (clean === '/home-1-dark') return '/';
  return clean.endsWith('-dark') ? clean.slice(0, -'-dark'.length) : clean;
}
