/** Build-time overrides (VITE_ variables, declared in src/vite-env.d.ts). */
export const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

/** The variable's value when it has one, else the default. */
export function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}
