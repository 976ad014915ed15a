import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailMeta } from '../../../../domain/emailMeta';
import { EmailBody } from './EmailBody';
import { mailDocument, splitQuote } from './emailBodyRules';

afterEach(cleanup);

const text = 'The parcel never came.\nRosa\n\nOn Mon, 2 Mar 2026, Shop Support wrote:\n> It left today.';
const quoteStart = text.indexOf('On Mon');
const mail = (over: Partial<EmailMeta> = {}): EmailMeta => ({ subject: 'Re: Order 1042', quoteStart, ...over });

describe('a mail in the timeline', () => {
  it('shows its subject and own words, the quoted history folded behind a button', () => {
    render(<EmailBody email={mail()} text={text} />);
    expect(screen.getByText('Re: Order 1042')).toBeInTheDocument();
    expect(screen.getByText(/The parcel never came\./)).toBeInTheDocument();
    expect(screen.queryByText(/It left today/)).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show quoted text' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByText(/> It left today\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide quoted text' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no fold when nothing is quoted, and names a mail without a subject', () => {
    render(<EmailBody email={{ subject: '' }} text="Just this." />);
    expect(screen.getByText('(no subject)')).toBeInTheDocument();
    expect(screen.getByText('Just this.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows HTML in a frame without scripts, its blockquotes folded until asked', () => {
    const html = '<p>Hello <b>there</b></p><img src="/v2/api/files/0b6f3c1e-9a59-4c1e-8a43-0d6a4c7b2e11/logo.png"><blockquote>old mail</blockquote>';
    render(<EmailBody email={mail({ html })} text={text} />);
    const frame = screen.getByTitle('Mail: Re: Order 1042');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts/);
    expect(frame.getAttribute('srcdoc')).toContain(html);
    expect(frame.getAttribute('srcdoc')).toContain('blockquote{display:none}');
    expect(screen.queryByText(/The parcel never came/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show quoted text' }));
    expect(frame.getAttribute('srcdoc')).not.toContain('blockquote{display:none}');
  });

  it('has no fold for HTML that quotes nothing', () => {
    render(<EmailBody email={mail({ html: '<p>Hi</p>' })} text={text} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the rules', () => {
  it('splits the text at quoteStart only when it lies inside it', () => {
    expect(splitQuote({ quoteStart }, text)).toEqual({ own: 'The parcel never came.\nRosa', quoted: text.slice(quoteStart) });
    expect(splitQuote({}, 'a')).toEqual({ own: 'a', quoted: '' });
    expect(splitQuote({ quoteStart: 99 }, 'a')).toEqual({ own: 'a', quoted: '' });
  });

  it('opens links apart in the frame’s document', () => {
    expect(mailDocument('<a href="https://x.test">x</a>', false)).toMatch(/^<!doctype html><html><head><meta charset="utf-8"><base target="_blank">/);
  });
});
