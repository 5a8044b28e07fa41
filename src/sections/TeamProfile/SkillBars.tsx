import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { rounded } from '../../theme/tokens';
import type { Skill } from '../../types/content';
import { useSeenOnce } from '../../platform';

export interface SkillBarsProps {
  skills: Skill[];
  /** Grow from 0 once half the list is on screen; false shows the values at once (screenshots). */
  animate?: boolean;
  /** Spoken value: valueText('State Filings', 88) -> 'State Filings: 88%'. */
  valueText: (label: string, value: number) => string;
}

/** Skill levels as labelled progress bars that fill when they scroll into view. */
export function SkillBars({ skills, animate = true, valueText }: SkillBarsProps) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { ref, seen } = useSeenOnce<HTMLUListElement>({ skip: !animate || reduceMotion, threshold: 0.5 });

  return (
    <Stack ref={ref} component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {skills.map((skill) => {
        const value = seen ? skill.value : 0;
        return (
          <li key={skill.label}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {skill.label}
              </Typography>
              <Typography component="span" aria-hidden sx={{ fontWeight: 600, color: 'brand.accent' }}>
                {value}%
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={value}
              aria-label={skill.label}
              aria-valuetext={valueText(skill.label, value)}
              sx={{
                height: 8,
                borderRadius: rounded('pill'),
                bgcolor: 'brand.tint',
                '& .MuiLinearProgress-bar': { borderRadius: rounded('pill'), transition: 'transform 1.2s ease-out' },
              }}
            />
          </li>
        );
      })}
    </Stack>
  );
}
