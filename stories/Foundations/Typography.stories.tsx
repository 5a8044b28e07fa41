import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';

const variants: NonNullable<TypographyProps['variant']>[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'overline'];

function TypeScale() {
  return (
    <Stack spacing={2} sx={{ p: 4, bgcolor: 'background.default', color: 'text.primary' }}>
      {variants.map((variant) => (
        <Typography key={variant} variant={variant} component="p">
          {variant}: Form your US company in as little as 24 hours
        </Typography>
      ))}
    </Stack>
  );
}

const meta = { title: 'Foundations/Typography', component: TypeScale } satisfies Meta<typeof TypeScale>;
export default meta;

export const Scale: StoryObj<typeof meta> = {};
export const ScaleOnPhone: StoryObj<typeof meta> = { globals: { viewport: { value: 'phone', isRotated: false } } };
