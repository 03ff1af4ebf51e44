import type { Letter } from './mailer';

/** Storefront path of the email-confirmation link; the token follows. */
export const CONFIRM_EMAIL_PATH = '/account/confirm/email/';
/** Storefront path of the password-recovery link; the token follows. */
export const RECOVERY_PATH = '/auth/recovery/';

/** Hours an email-confirmation link stays valid. */
export const CONFIRM_EMAIL_TTL_HOURS = 24;
/** Hours a recovery link stays valid. */
export const RECOVERY_TTL_HOURS = 1;
/** Storefront path of the link that undoes an e-mail change; the token follows. */
export const EMAIL_REVERT_PATH = '/account/email/revert/';
/** Hours the undo link of an e-mail change stays valid: a week, as an owner may read old mail late. */
export const EMAIL_REVERT_TTL_HOURS = 7 * 24;

/** Text made safe inside HTML letters. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A link of a letter: where it goes and what it says. */
export interface LetterLink {
  url: string;
  label: string;
}

/** A plain letter, as text and HTML: paragraphs, one link and a grey footer, which may end with a link of its own. */
export function letter(
  to: string,
  subject: string,
  paragraphs: string[],
  link: LetterLink,
  footer: string,
  footerLink?: LetterLink,
): Letter {
  const text = [
    ...paragraphs,
    '',
    `${link.label}: ${link.url}`,
    '',
    footer,
    ...(footerLink ? [`${footerLink.label}: ${footerLink.url}`] : []),
  ].join('\n');
  const footerTail = footerLink
    ? ` <a href="${escapeHtml(footerLink.url)}" style="color:#64748b">${escapeHtml(footerLink.label)}</a>`
    : '';
  const html = [
    '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e293b">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}" style="color:#15803d">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#64748b;font-size:13px">${escapeHtml(footer)}${footerTail}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, links: footerLink ? [link.url, footerLink.url] : [link.url] };
}

/** The letter asking to confirm an email address, with the storefront link carrying the token. */
export function confirmEmailLetter(to: string, storefrontOrigin: string, token: string, brand: string): Letter {
  return letter(
    to,
    `Подтвердите адрес электронной почты — ${brand}`,
    [
      'Здравствуйте!',
      `Чтобы подтвердить адрес электронной почты в интернет-магазине ${brand}, перейдите по ссылке ниже.`,
      `Ссылка действует ${CONFIRM_EMAIL_TTL_HOURS} часа.`,
    ],
    { url: `${storefrontOrigin}${CONFIRM_EMAIL_PATH}${token}`, label: 'Подтвердить адрес' },
    'Если вы не регистрировались в нашем магазине, просто удалите это письмо.',
  );
}

/** The password-recovery letter, with the storefront link carrying the token. */
export function recoveryLetter(to: string, storefrontOrigin: string, token: string, brand: string): Letter {
  return letter(
    to,
    `Восстановление пароля — ${brand}`,
    [
      'Здравствуйте!',
      `Вы запросили восстановление пароля в интернет-магазине ${brand}. Чтобы задать новый пароль, перейдите по ссылке ниже.`,
      `Ссылка действует ${RECOVERY_TTL_HOURS} час и только один раз.`,
    ],
    { url: `${storefrontOrigin}${RECOVERY_PATH}${token}`, label: 'Задать новый пароль' },
    'Если вы не запрашивали восстановление, просто удалите это письмо: пароль останется прежним.',
  );
}

/** To the previous address after an e-mail change: what happened, and a link that puts the old address back. */
export function emailChangedLetter(
  to: string,
  newEmail: string,
  storefrontOrigin: string,
  token: string,
  brand: string,
): Letter {
  return letter(
    to,
    `Адрес учётной записи изменён — ${brand}`,
    [
      'Здравствуйте!',
      `Адрес электронной почты вашей учётной записи в интернет-магазине ${brand} изменён на ${newEmail}. Письма и восстановление пароля теперь идут на него.`,
      `Если это сделали не вы, верните прежний адрес по ссылке ниже: все сеансы будут завершены, затем задайте новый пароль. Ссылка действует ${EMAIL_REVERT_TTL_HOURS / 24} дней.`,
    ],
    { url: `${storefrontOrigin}${EMAIL_REVERT_PATH}${token}`, label: 'Вернуть прежний адрес' },
    'Если адрес меняли вы, ничего делать не нужно.',
  );
}

/** After any change or reset of the password, so its owner hears of one they did not make. */
export function passwordChangedLetter(to: string, storefrontOrigin: string, brand: string): Letter {
  return letter(
    to,
    `Пароль изменён — ${brand}`,
    [
      'Здравствуйте!',
      `Пароль вашей учётной записи в интернет-магазине ${brand} только что изменён. Другие сеансы завершены.`,
      'Если это сделали не вы, восстановите доступ по ссылке ниже и задайте новый пароль.',
    ],
    { url: `${storefrontOrigin}/auth/recovery`, label: 'Восстановить доступ' },
    'Если пароль меняли вы, ничего делать не нужно.',
  );
}
