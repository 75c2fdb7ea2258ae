import { describe, expect, it } from 'vitest';
import { mailboxLinks } from './mailbox-links';

describe('mailboxLinks', () => {
  it('searches Gmail and Yahoo for mail from the project domain when it is known', () => {
    expect(mailboxLinks('stytch.com').map((l) => l.href)).toEqual([
      'https://mail.google.com/mail/u/0/#search/from%3Astytch.com+in%3Aanywhere',
      'https://mail.yahoo.com/d/search/keyword=from%253Astytch.com',
      'https://outlook.live.com/mail/0/',
    ]);
  });

  it('opens the mailboxes without a search when the domain is unknown', () => {
    const links = mailboxLinks(undefined);
    expect(links.map((l) => l.provider)).toEqual(['gmail', 'yahoo', 'outlook']);
    for (const link of links) expect(link.href).not.toContain('from%');
  });

  it('encodes a hostile domain instead of letting it reshape the URL', () => {
    const [gmail] = mailboxLinks('evil.com/#x?y=1');
    expect(gmail?.href).toBe(
      'https://mail.google.com/mail/u/0/#search/from%3Aevil.com%2F%23x%3Fy%3D1+in%3Aanywhere',
    );
  });
});
