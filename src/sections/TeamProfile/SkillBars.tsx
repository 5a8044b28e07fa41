import Stack from '@mui/material/Stack';
import type { Skill } from '../../types/content';
import { SkillBar } from './SkillBar';

export interface SkillBarsProps {
  skills: Skill[];
  /** Grow from 0 once half a bar is on screen; false shows the values at once (screenshots). */
  animate?: boolean;
  /** Spoken value: valueText('State Filings', 88) -> 'State Filings: 88%'; it writes the number as given. */
  valueText: (label: string, value: number) => string;
}

/**
 * Skill levels as labelled progress bars that fill when they scroll into view, by 5 every 50 ms as
 * the meters do. The page's head script counts them (src/platform/countUp.ts): the HTML holds the
 * final values, so without scripts or under reduced motion they show at once.
 */
export function SkillBars({ skills, animate = true, valueText }: SkillBarsProps) {
  return (
    <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {skills.map((skill) => (
        <SkillBar key={skill.label} skill={skill} animate={animate} valueText={valueText} />
      ))}
    </Stack>
  );
}
