import { describe, expect, it } from 'vitest';
import { ALERT_FORM_FIELDS } from './alert-form-values';
import { fieldErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  it('puts each part of a 400 beside the field its path starts with', () => {
    const errors = fieldErrorsOf(
      'destination.url: Enter an http:// or https:// URL; signals.2: Invalid option; name: Name the rule',
      ALERT_FORM_FIELDS,
    );
    expect(errors).toEqual({
      fields: {
        destination: 'Enter an http:// or https:// URL',
        signals: 'Invalid option',
        name: 'Name the rule',
      },
      form: [],
    });
  });

  it('keeps a message without a known field for the form as a whole', () => {
    expect(
      fieldErrorsOf(
        'body: Unrecognized key: "colour"; You may keep 1 alert rule',
        ALERT_FORM_FIELDS,
      ),
    ).toEqual({
      fields: {},
      form: ['body: Unrecognized key: "colour"', 'You may keep 1 alert rule'],
    });
  });

  it('shows the first message of a field when the server names it twice', () => {
    expect(
      fieldErrorsOf('keywords.0: Too short; keywords.3: Too long', ALERT_FORM_FIELDS).fields,
    ).toEqual({ keywords: 'Too short' });
  });
});
