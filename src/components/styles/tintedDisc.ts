import { rounded } from '../../theme/tokens';

/** The brand's soft tinted disc that holds a small decorative icon (service icons, plan feature ticks). */
export function tintedDisc(size: number) {
  return {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: rounded('round'),
    display: 'grid',
    placeItems: 'center',
    bgcolor: 'brand.tint',
    color: 'primary.main',
  } as const;
}
