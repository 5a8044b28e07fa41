import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { ShareLinks, type ShareLinksLabels } from '../../components/ShareLinks';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { TeamMember } from '../../types/content';
import { ContactFacts } from './ContactFacts';
import { SkillBars } from './SkillBars';
import { sitePath } from '../../sitePaths';
import { Eyebrow } from '../../components/Eyebrow';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface TeamProfileLabels {
  /** Text of the button to the contact page ('Contact Me'). */
  contactMe: string;
  /** Term before the project count in the facts panel. */
  projects: string;
  /** Heading (h3) of the qualifications list. */
  qualifications: string;
  /** Heading (h3) of the skill bars. */
  skills: string;
  /** Term before the email link in the facts panel. */
  email: string;
  /** Term before the phone link in the facts panel. */
  phone: string;
  /** The 'Share' caption and the names of the share links ('Share on LinkedIn'). */
  shareLinks: ShareLinksLabels;
  /** What a screen reader hears for a skill bar: skillValue('State Filings', 88) -> 'State Filings: 88%'. */
  skillValue: (label: string, value: number) => string;
}

export interface TeamProfileProps {
  /** The person shown: portrait, role, name, bio, contact facts, qualifications and skills. */
  member: TeamMember;
  /** Absolute URL of this profile, for the share links. */
  pageUrl: string;
  /** Every fixed word of the profile: button, fact terms, headings and share links. */
  labels: TeamProfileLabels;
  /** Where the 'Contact Me' button goes ('/contact-us' when left out). */
  contactHref?: string;
  /** Fill the skill bars when they scroll into view; false shows them full at once. */
  animate?: boolean;
}

/** A team member's profile: who they are, how to reach them, what they know. */
export function TeamProfile({ member, pageUrl, labels, contactHref = sitePath('/contact-us'), animate = true }: TeamProfileProps) {
  return (
    // Not a labelled region: the page hero above already carries this title, and two landmarks may not share a name.
    <Section id="profile">
      <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ResponsiveImage
            image={member.image}
            loading="eager"
            sx={{ display: 'block', width: '100%', maxWidth: { xs: 200, sm: 320, md: 480 }, height: 'auto', mx: { sm: 'auto' }, borderRadius: rounded('xxxl'), bgcolor: 'brand.tint' }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Eyebrow sx={{ mb: 1 }}>{member.position}</Eyebrow>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {member.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 4, typography: { md: 'subtitle1' } }}>{member.bio}</Typography>
          <ContactFacts projectCount={member.projectCount} email={member.email} phone={member.phone} labels={labels} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 4, alignItems: { sm: 'center' } }}>
            <Button component={SiteLink} to={contactHref} variant="contained" size="large" startIcon={<EmailOutlinedIcon />}>
              {labels.contactMe}
            </Button>
            <ShareLinks url={pageUrl} labels={labels.shareLinks} />
          </Stack>
        </Grid>
      </Grid>
      <Grid container spacing={{ xs: 5, md: 8 }} sx={{ mt: { xs: 5, md: 10 } }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h3" sx={{ mb: 3 }}>
            {labels.qualifications}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {member.qualifications.map((item) => (
              <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <CheckCircleIcon aria-hidden sx={{ color: 'primary.main', mt: '2px' }} />
                <Typography>{item}</Typography>
              </Box>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h3" sx={{ mb: 3 }}>
            {labels.skills}
          </Typography>
          <SkillBars skills={member.skills} animate={animate} valueText={labels.skillValue} />
        </Grid>
      </Grid>
    </Section>
  );
}
