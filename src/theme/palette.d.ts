import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BrandPalette {
    /** A deep band behind light text (banner, brand band, footer). */
    surface: string;
    onSurface: string;
    /** Accent text on the page background (eyebrows, numbers). */
    accent: string;
    /** Soft fill behind icons and badges. */
    tint: string;
  }
  interface Palette {
    brand: BrandPalette;
  }
  interface PaletteOptions {
    brand?: BrandPalette;
  }
}
