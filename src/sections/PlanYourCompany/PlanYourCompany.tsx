import Link from '@mui/material/Link';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { SiteLink } from '../../components/SiteLink';
import type { Cta, SectionHeading as SectionHeadingContent } from '../../types/content';

export interface PlanTool {
  id: string;
  title: string;
  text: string;
  cta: Cta;
}

export interface PlanYourCompanyProps {
  /** Eyebrow, h2 title and a sentence, centred on the brand band. */
  heading: SectionHeadingContent;
  /** One card per tool: h3 title, a sentence and a link with an arrow; side by side on desktop. */
  tools: PlanTool[];
}

const headingId = 'plan-your-company-title';

/** A short band that leads to the free planning tools: the launch plan, costs, country, deadlines. */
export function PlanYourCompany({ heading, tools }: PlanYourCompanyProps) {
  return (
    <Section labelledBy={headingId} background="brand">
      <SectionHeading id={headingId} onBrand {...heading} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: tools.length > 3 ? 'repeat(2, 1fr)' : '1fr',
            md: tools.length > 3 ? 'repeat(2, 1fr)' : `repeat(${tools.length}, 1fr)`,
            lg: `repeat(${tools.length}, 1fr)`,
          },
        }}
      >
        {tools.map((tool) => (
          <Card key={tool.id} component="section" aria-labelledby={`plan-tool-${tool.id}`} sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column' }}>
            <Typography id={`plan-tool-${tool.id}`} variant="h4" component="h3" sx={{ mb: 1.5 }}>
              {tool.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3, flexGrow: 1 }}>{tool.text}</Typography>
            <Link component={SiteLink} to={tool.cta.to} sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.75, alignSelf: 'flex-start' }}>
              {tool.cta.label}
              <ArrowForward className="flip-in-rtl" aria-hidden sx={{ fontSize: 18 }} />
            </Link>
          </Card>
        ))}
      </Box>
    </Section>
  );
}
