/** The brand's soft tinted disc that holds a small decorative icon (service icons, plan feature ticks). */
export function tintedDisc(size: number) {
  return {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    bgcolor: 'brand.tint',
    color: 'primary.main',
  } as const;
}
