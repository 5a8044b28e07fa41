import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferSection } from './deferSection';

interface QuoteProps {
  text: string;
  author: string;
  /** How the page shows it. */
  variant: 'plain' | 'headline';
}

function Quote({ text, author, variant }: QuoteProps) {
  return (
    <figure>
      {variant === 'headline' ? <h2>{text}</h2> : <blockquote>{text}</blockquote>}
      <figcaption>{author}</figcaption>
    </figure>
  );
}

describe('deferSection', () => {
  it('shows the section with the content it loaded and how the page asked to show it', async () => {
    const QuoteSection = deferSection(
      async () => Quote,
      async () => ({ text: 'Our LLC was ready in two days', author: 'Ana, Lisbon' }),
    );
    await act(async () => {
      render(<QuoteSection variant="headline" />);
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Our LLC was ready in two days' })).toBeTruthy();
    expect(screen.getByText('Ana, Lisbon')).toBeTruthy();
  });

  it('loads the content once, however many times the section renders', async () => {
    let loads = 0;
    const QuoteSection = deferSection(
      async () => Quote,
      async () => {
        loads += 1;
        return { text: 'Clear answers on tax', author: 'Chen, Singapore' };
      },
    );
    let rerender: ReturnType<typeof render>['rerender'] = () => {};
    await act(async () => {
      ({ rerender } = render(<QuoteSection variant="plain" />));
    });
    await screen.findByText('Clear answers on tax');
    rerender(<QuoteSection variant="headline" />);
    expect(await screen.findByRole('heading', { name: 'Clear answers on tax' })).toBeTruthy();
    expect(loads).toBe(1);
  });
});
