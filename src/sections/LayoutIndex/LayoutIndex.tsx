import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { SiteLink } from '../../components/SiteLink';

export interface LayoutGroup {
  /** The visitor's page these layouts show the content of. */
  page: { label: string; to: string };
  /** Each layout, the visitor's page first when it is one of them. */
  layouts: { label: string; to: string }[];
}

export interface LayoutIndexProps {
  groups: LayoutGroup[];
  labels: {
    /** Heading of a group: (page) => 'Layout of Services'. */
    layoutOf: (page: string) => string;
    /** Marks the layout that is the visitor's page itself. */
    visitorPage: string;
  };
}

/**
 * Every layout the site's pages come in, grouped by the visitor's page whose content each shows:
 * how designers and reviewers reach the layouts the visitor's menu leaves out.
 */
export function LayoutIndex({ groups, labels }: LayoutIndexProps) {
  return (
    <Section>
      {groups.map((group, index) => (
        <section key={group.page.to} aria-labelledby={`layouts-${index}`}>
          <Typography id={`layouts-${index}`} component="h2" variant="h5" sx={{ mt: index ? 5 : 0, mb: 1.5 }}>
            {labels.layoutOf(group.page.label)}
          </Typography>
          <Typography component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {group.layouts.map((layout) => (
              <li key={layout.to}>
                <Link component={SiteLink} to={layout.to}>
                  {layout.label}
                </Link>
                {layout.to === group.page.to ? <Typography component="span" sx={{ color: 'text.secondary' }}>{` · ${labels.visitorPage}`}</Typography> : null}
              </li>
            ))}
          </Typography>
        </section>
      ))}
    </Section>
  );
}
