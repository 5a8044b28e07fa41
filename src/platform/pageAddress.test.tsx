import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentAddress } from './documentAddress';
import { useSearchParams } from './pageAddress';

/** Two choices made before the page draws the first: a busy phone, or a tool that sets two fields at once. */
function TwoChoices() {
  const [params, setParams] = useSearchParams();
  const choose = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <p>Chosen: {params.toString()}</p>
      <button
        type="button"
        onClick={() => {
          choose('state', 'DE');
          choose('years', '5');
        }}
      >
        Delaware for 5 years
      </button>
    </>
  );
}

describe('useSearchParams', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
  });

  it('builds a change on one made before it was drawn, so neither is lost', () => {
    history.replaceState(null, '', '/costs?state=WY&years=3');
    render(
      <DocumentAddress basename="">
        <TwoChoices />
      </DocumentAddress>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delaware for 5 years' }));
    expect(location.search).toBe('?state=DE&years=5');
    expect(screen.getByText('Chosen: state=DE&years=5')).toBeTruthy();
  });
});
