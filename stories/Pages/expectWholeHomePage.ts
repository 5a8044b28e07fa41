import { expect, waitFor, within } from 'storybook/test';

/**
 * A home page shown whole: its one h1, then every section's heading in order (sections below the
 * fold load their code on the site as the visitor nears them; here they must all be there), then
 * the footer's own headings.
 */
export async function expectWholeHomePage(canvasElement: HTMLElement, headings: string[]) {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await waitFor(
    () =>
      expect(
        within(canvas.getByRole('main'))
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(headings),
    { timeout: 15_000 },
  );
  await expect(within(canvas.getByRole('contentinfo')).getAllByRole('heading').length).toBeGreaterThan(0);
}
