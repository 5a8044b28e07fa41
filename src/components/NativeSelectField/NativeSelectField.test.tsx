import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NativeSelectField } from './NativeSelectField';

afterEach(cleanup);

const options = [
  { value: 'WY', label: 'Wyoming' },
  { value: 'DE', label: 'Delaware' },
];

describe('NativeSelectField', () => {
  it('is a select named by its label that reports the value picked', () => {
    const onChange = vi.fn();
    render(<NativeSelectField id="state" label="State" value="WY" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    expect(select.value).toBe('WY');
    expect([...select.options].map((option) => option.textContent)).toEqual(['Wyoming', 'Delaware']);
    expect(select.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(select, { target: { value: 'DE' } });
    expect(onChange).toHaveBeenCalledWith('DE');
  });

  it('describes the field with its note, and marks it invalid only when the note is an error', () => {
    const { rerender } = render(<NativeSelectField id="state" label="State" value="WY" options={options} onChange={() => undefined} note="Shows Wyoming." />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Shows Wyoming.');
    expect(select.getAttribute('aria-invalid')).toBe('false');
    rerender(<NativeSelectField id="state" label="State" value="WY" options={options} onChange={() => undefined} note="Pick a state." noteIsError />);
    expect(screen.getByRole('combobox', { name: 'State' }).getAttribute('aria-invalid')).toBe('true');
  });
});
