import { describe, expect, it } from 'vitest';
import { absoluteUrl, shareLinks } from './share-links';

const labels = { mail: 'E-mail', mailBody: 'Have a look at this page: {url}', facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' };

describe('share options (spec 2.8)', () => {
  const url = absoluteUrl('https://example.com', '/yacht-for-charter/aurora');
  const links = Object.fromEntries(shareLinks(url, 'Aurora', labels).map((link) => [link.key, link.href]));

  it('mail: the page title as subject, the link in the body', () => {
    expect(links.mail).toBe('mailto:?subject=Aurora&body=Have%20a%20look%20at%20this%20page%3A%20https%3A%2F%2Fexample.com%2Fyacht-for-charter%2Faurora');
  });

  it('social networks get the page address, no scripts', () => {
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fyacht-for-charter%2Faurora');
    expect(links.x).toContain('https://x.com/intent/tweet?url=https%3A%2F%2Fexample.com');
    expect(links.linkedin).toContain('https://www.linkedin.com/sharing/share-offsite/?url=');
    expect(links.whatsapp).toBe('https://wa.me/?text=Aurora%20https%3A%2F%2Fexample.com%2Fyacht-for-charter%2Faurora');
  });
});
