import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { rounded } from '../../theme/tokens';
import type { Cta, SectionHeading as SectionHeadingContent } from '../../types/content';

export interface RefundPolicyContent {
  /** Eyebrow, title (the section's h2 and name) and a one-line promise, centred at the top. */
  heading: SectionHeadingContent;
  /** Heading over the summary table, which also names its scrolling region ('In short, by plan'). */
  summaryTitle: string;
  /** One table row per kind of plan: the plan (row header), what is refundable and what is not. */
  summary: { id: string; plan: string; refundable: string; notRefundable: string }[];
  /** The summary table's column headings. */
  summaryColumns: { plan: string; refundable: string; notRefundable: string };
  /** The terms, one block each with an h3 title and its paragraphs. */
  blocks: { id: string; title: string; paragraphs: string[] }[];
  /** The closing box: heading, how to ask, and the billing email as a button ('Email billing: …'). */
  contact: { title: string; text: string; emailLabel: string; email: string };
  /** A text link after the terms to the state fees in the cost calculator. */
  costsLink: Cta;
}

export interface RefundPolicyProps {
  /** Every word of the policy, from the refunds content module. */
  content: RefundPolicyContent;
}

const id = 'refunds';

/** The whole refund and cancellation policy: a summary by plan, the terms, and how to ask. */
export function RefundPolicy({ content }: RefundPolicyProps) {
  const { heading, summary, summaryColumns: columns, blocks, contact } = content;
  return (
    <Section labelledBy={`${id}-title`} maxWidth="md">
      <SectionHeading id={`${id}-title`} {...heading} />
      <Typography id={`${id}-summary-title`} variant="h3" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {content.summaryTitle}
      </Typography>
      <TableContainer role="region" aria-labelledby={`${id}-summary-title`} tabIndex={0} sx={{ border: 1, borderColor: 'divider', borderRadius: rounded('lg'), mb: 6 }}>
        <Table sx={{ minWidth: 560, '& th, & td': { verticalAlign: 'top' } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {columns.plan}
              </TableCell>
              <TableCell component="th" scope="col">
                {columns.refundable}
              </TableCell>
              <TableCell component="th" scope="col">
                {columns.notRefundable}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.map((row) => (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {row.plan}
                </TableCell>
                <TableCell>{row.refundable}</TableCell>
                <TableCell>{row.notRefundable}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {blocks.map((block) => (
        <Box key={block.id} component="section" aria-labelledby={`${id}-${block.id}`} sx={{ mb: 5 }}>
          <Typography id={`${id}-${block.id}`} variant="h3" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
            {block.title}
          </Typography>
          {block.paragraphs.map((paragraph) => (
            <Typography key={paragraph} variant="body1" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Link component={SiteLink} to={content.costsLink.to} sx={{ display: 'inline-block', mb: 5 }}>
        {content.costsLink.label}
      </Link>
      <Box component="section" aria-labelledby={`${id}-contact`} sx={{ p: { xs: 3, md: 4 }, borderRadius: rounded('xxl'), bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
        <Typography id={`${id}-contact`} variant="h3" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          {contact.title}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 2.5 }}>
          {contact.text}
        </Typography>
        <Button component={SiteLink} to={`mailto:${contact.email}`} variant="contained">
          {`${contact.emailLabel}: ${contact.email}`}
        </Button>
      </Box>
    </Section>
  );
}
