import { describe, expect, it } from 'vitest';
import { WidgetError } from '../client/errors';
import { providerErrorFromUrl } from './provider-error';

const at = (query: string) => `http://localhost:3000/authenticate?${query}`;

describe('providerErrorFromUrl', () => {
  it('reads a denied consent as a cancellation, with the provider description', () => {
    const error = providerErrorFromUrl(
      at(
        'stytch_token_type=oauth&error=access_denied&error_description=The+user+cancelled+the+consent+screen.',
      ),
    );
    expect(error).toBeInstanceOf(WidgetError);
    expect(error).toMatchObject({
      kind: 'cancelled',
      errorType: 'access_denied',
      message: 'Sign-in was cancelled at the provider: The user cancelled the consent screen.',
    });
  });

  it('reads another provider error as an API error naming its code', () => {
    expect(providerErrorFromUrl(at('error=server_error'))).toMatchObject({
      kind: 'api',
      errorType: 'server_error',
      message: 'The provider refused the sign-in (server_error).',
    });
    expect(providerErrorFromUrl(at('error=access_denied'))?.message).toBe(
      'Sign-in was cancelled at the provider.',
    );
  });

  it('finds nothing in an address with a token or without an error', () => {
    expect(providerErrorFromUrl(at('stytch_token_type=oauth&token=abc'))).toBeNull();
    expect(providerErrorFromUrl(at('error='))).toBeNull();
  });
});
