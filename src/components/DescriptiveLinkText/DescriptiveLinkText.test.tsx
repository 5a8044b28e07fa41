import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DescriptiveLinkText } from './DescriptiveLinkText';

afterEach(cleanup);

describe('DescriptiveLinkText', () => {
  it('names the link with the whole text while showing the start of it', () => {
    render(
      <a href="/services/company-registration">
        <DescriptiveLinkText visible="Read more" full="Read more about Company Registration" />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Read more about Company Registration' });
    // The visible words are the link's own text; only the rest sits in the hidden box.
    expect(link.firstChild?.textContent).toBe('Read more');
    expect(link.querySelector('span')?.textContent).toBe(' about Company Registration');
  });

  it('says the whole name, and only shows the visible words, when the name does not start with them', () => {
    render(
      <a href="/services/company-registration">
        <DescriptiveLinkText visible="Details" full="Company Registration: what is included" />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Company Registration: what is included' });
    expect(link.querySelector('[aria-hidden]')?.textContent).toBe('Details');
  });
});
