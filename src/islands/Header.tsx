import { headerContent } from '../app/shellContent';
import { island } from '../platform';
import { Header } from '../sections/Header';

interface SiteHeaderProps {
  [prop: string]: number | boolean | null;
  stickyThreshold: number | null;
  solid: boolean;
  showSchemeToggle: boolean;
}

/** The site's header, with its menus, drawers, search, language menu and scheme toggle. */
function SiteHeader({ stickyThreshold, solid, showSchemeToggle }: SiteHeaderProps) {
  return <Header {...headerContent} stickyThreshold={stickyThreshold ?? undefined} solid={solid} showSchemeToggle={showSchemeToggle} />;
}

export default island('Header', SiteHeader);
