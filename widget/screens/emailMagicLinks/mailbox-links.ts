import type { StringId } from '../../i18n/en';

export interface MailboxLink {
  provider: 'gmail' | 'yahoo' | 'outlook';
  label: StringId;
  href: string;
}

/**
 * Webmail links for Email Confirmation. With the project's sending domain known, Gmail and
 * Yahoo open a search for mail from it; otherwise they open the mailbox.
 */
export function mailboxLinks(domain: string | undefined): MailboxLink[] {
  const d = domain ? encodeURIComponent(domain) : '';
  return [
    {
      provider: 'gmail',
      label: 'emailConfirmation.gmail',
      href: d
        ? `https://mail.google.com/mail/u/0/#search/from%3A${d}+in%3Aanywhere`
        : 'https://mail.google.com/mail/u/0/#search/in%3Aanywhere',
    },
    {
      provider: 'yahoo',
      label: 'emailConfirmation.yahoo',
      href: d
        ? `https://mail.yahoo.com/d/search/keyword=from%253A${d}`
        : 'https://mail.yahoo.com/d/folders/1',
    },
    {
      provider: 'outlook',
      label: 'emailConfirmation.outlook',
      href: 'https://outlook.live.com/mail/0/',
    },
  ];
}
