import { describe, expect, it } from 'vitest';
import { parsePersonString, personName } from './person-name';

describe('personName', () => {
  it('splits a clean personal name of two or three words', () => {
    expect(personName('Jane Doe')).toEqual({
      name: 'Jane Doe',
      firstName: 'Jane',
      lastName: 'Doe',
    });
    expect(personName('Jean-Luc  O’Brien')).toMatchObject({
      firstName: 'Jean-Luc',
      lastName: 'O’Brien',
    });
    expect(personName('Łukasz Maria Nowak')).toMatchObject({
      firstName: 'Łukasz Maria',
      lastName: 'Nowak',
    });
  });

  it('keeps organisations, handles and anything unclean whole', () => {
    for (const name of [
      'Uniswap Labs',
      'Acme Team',
      'Ethereum Foundation',
      'Paradigm Research',
      'Acme Inc.',
      'The Acme Authors',
      'jdoe',
      'Uniswap',
      'jane doe',
      'Jane van Doe',
      'Dr. Jane Doe',
      'Anna Maria Luisa Schmidt',
      'R2 D2',
    ]) {
      expect(personName(name)).toEqual({ name, firstName: null, lastName: null });
    }
  });
});

describe('parsePersonString', () => {
  it('reads npm and Cargo person strings', () => {
    expect(parsePersonString('Jane Doe <jane@acme.example.org> (https://jane.dev)')).toEqual({
      name: 'Jane Doe',
      email: 'jane@acme.example.org',
      url: 'https://jane.dev',
    });
    expect(parsePersonString('Acme Labs')).toEqual({ name: 'Acme Labs', email: null, url: null });
    expect(parsePersonString('dev@acme.example.org').name).toBeNull();
  });
});
