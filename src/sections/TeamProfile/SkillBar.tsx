import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { countTemplate, countUpHidden } from '../../platform/countUp';
import { useCountUp } from '../../platform/useCountUp';
import { rounded } from '../../theme/tokens';
import type { Skill } from '../../types/content';

export interface SkillBarProps {
  skill: Skill;
  /** Grow from 0 once half of it is on screen. */
  animate: boolean;
  /** Spoken value: valueText('State Filings', 88) -> 'State Filings: 88%'; it writes the number as given. */
  valueText: (label: string, value: number) => string;
}

/** One skill of SkillBars: its label, its percentage and a bar filled to it. */
export function SkillBar({ skill, animate, valueText }: SkillBarProps) {
  const count = useCountUp<HTMLLIElement>(animate, { kind: 'steps', to: skill.value });
  return (
    <Box component="li" {...count} sx={countUpHidden}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {skill.label}
        </Typography>
        <Typography component="span" aria-hidden data-count-shown="{value}%" sx={{ fontWeight: 600, color: 'brand.accent' }}>
          {`${skill.value}%`}
        </Typography>
      </Box>
      <Box
        role="progressbar"
        aria-label={skill.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={skill.value}
        aria-valuetext={valueText(skill.label, skill.value)}
        data-count-spoken={countTemplate((value) => valueText(skill.label, value))}
        sx={{ height: 8, borderRadius: rounded('pill'), bgcolor: 'brand.tint', overflow: 'hidden' }}
      >
        {/* Inline size follows the writing direction, so the bar grows from the start side right to left too. */}
        <Box sx={{ height: '100%', width: 'calc(var(--count) * 1%)', borderRadius: rounded('pill'), bgcolor: 'primary.main' }} />
      </Box>
    </Box>
  );
}
