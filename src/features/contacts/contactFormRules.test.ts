import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, answeredInForm, contactBody, formValues, parseTagList, validateContact } from './contactFormRules';
import { aContact } from './testing/fixtures';

describe('formValues and contactBody', () => {
  it('fill the form from a contact and send it back trimmed, tags as a list', () => {
    const contact = aContact({ name: 'Ann', email: null, phone: '+1 555', notes: 'Note', tags: ['vip', 'lead'] });
    const values = formValues(contact);
    expect(values).toEqual({ name: 'Ann', email: '', phone: '+1 555', notes: 'Note', tags: 'vip, lead' });
    expect(contactBody({ ...values, name: '  Ann Lee ', email: ' a@b.co ', tags: ' vip,, VIP , press ' })).toEqual({
      name: 'Ann Lee',
      email: 'a@b.co',
      phone: '+1 555',
      notes: 'Note',
      tags: ['vip', 'press'],
    });
    expect(contactBody({})).toEqual({ name: '', email: '', phone: '', notes: '', tags: [] });
  });
});

describe('parseTagList', () => {
  it('splits at commas, trims, drops empty ones and duplicates in any case', () => {
    expect(parseTagList(undefined)).toEqual([]);
    expect(parseTagList(' , ,')).toEqual([]);
    expect(parseTagList('Lead, lead ,LEAD, vip')).toEqual(['Lead', 'vip']);
  });
});

describe('validateContact', () => {
  const valid = { name: 'Ann', email: '', phone: '', notes: '', tags: '' };

  it('accepts a name alone, and an e-mail, phone, notes and tags within the limits', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ name: 'n'.repeat(100), email: 'a@b.co', phone: '+62 (21) 555-0100', notes: 'x'.repeat(5000), tags: Array.from({ length: 20 }, (_, i) => `t${i}`).join(',') })).toEqual({});
  });

  it('gives the profile form’s messages for the name and e-mail', () => {
    expect(validateContact({ ...valid, name: '   ' })).toEqual({ name: 'Required' });
    expect(validateContact({ ...valid, name: 'n'.repeat(101) })).toEqual({ name: 'Max 100 characters' });
    expect(validateContact({ ...valid, email: 'ann@' })).toEqual({ email: 'Invalid format' });
    expect(validateContact({ ...valid, email: 'a b@c.de' })).toEqual({ email: 'Invalid format' });
  });

  it('checks the phone’s characters and length, the notes’ length and the tags', () => {
    expect(validateContact({ ...valid, phone: '0812abc' })).toEqual({ phone: PHONE_MESSAGE });
    expect(validateContact({ ...valid, phone: '()' })).toEqual({ phone: PHONE_MESSAGE });
    expect(validateContact({ ...valid, phone: '1'.repeat(31) })).toEqual({ phone: 'Max 30 characters' });
    expect(validateContact({ ...valid, notes: 'x'.repeat(5001) })).toEqual({ notes: 'Max 5000 characters' });
    expect(validateContact({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') })).toEqual({ tags: 'At most 20 tags' });
    expect(validateContact({ ...valid, tags: `ok, ${'t'.repeat(41)}` })).toEqual({ tags: 'Each tag at most 40 characters' });
  });
});

describe('answeredInForm', () => {
  it('keeps refused input in the form and hands everything else on', () => {
    expect(answeredInForm(400)).toBe(true);
    expect(answeredInForm(406)).toBe(true);
    for (const status of [0, 401, 402, 404, 500]) expect(answeredInForm(status)).toBe(false);
  });
});
