import Card, { type CardProps } from '@mui/material/Card';
import type { ElementType } from 'react';

export type LinkedCardProps = CardProps & {
  /** An article by default: a card is one item of a list that stands on its own. */
  component?: ElementType;
};

/**
 * The card a `CardTitleLink` stretches over (`position: relative`): the whole surface is the title's
 * link, one click target and one tab stop. Its sx adds the card's own hover and layout.
 */
export function LinkedCard({ component = 'article', sx, ...rest }: LinkedCardProps) {
  return <Card component={component} sx={[{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }, ...(Array.isArray(sx) ? sx : [sx])]} {...rest} />;
}
