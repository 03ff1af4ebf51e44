import type { Letter } from './mailer';

/** Storefront path of the email-confirmation link; the token follows. */
export const CONFIRM_EMAIL_PATH = '/account/confirm/email/';
/** Storefront path of the password-recovery link; the token follows. */
export const RECOVERY_PATH = '/auth/recovery/';

/** Hours an email-confirmation link stays valid. */
export const CONFIRM_EMAIL_TTL_HOURS = 24;
/** Hours a recovery link stays valid. */
export const RECOVERY_TTL_HOURS = 1;

/** Text made safe inside HTML letters. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain letter, as text and HTML: paragraphs, one link and a grey footer. */
export function letter(to: string, subject: string, paragraphs: string[], link: { url: string; label: string }, footer: string): Letter {
  const text = [...paragraphs, '', `${link.label}: ${link.url}`, '', footer].join('\n');
  const html = [
    '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e293b">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}" style="color:#15803d">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#64748b;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, links: [link.url] };
}

/** The letter asking to confirm an email address, with the storefront link carrying the token. */
export function confirmEmailLetter(to: string, storefrontOrigin: string, token: string, brand: string): Letter {
  return letter(
    to,
    `Подтвердите адрес электронной почты — ${brand}`,
    ['Здравствуйте!', `Чтобы подтвердить адрес электронной почты в интернет-магазине ${brand}, перейдите по ссылке ниже.`, `Ссылка действует ${CONFIRM_EMAIL_TTL_HOURS} часа.`],
    { url: `${storefrontOrigin}${CONFIRM_EMAIL_PATH}${token}`, label: 'Подтвердить адрес' },
    'Если вы не регистрировались в нашем магазине, просто удалите это письмо.',
  );
}

/** The password-recovery letter, with the storefront link carrying the token. */
export function recoveryLetter(to: string, storefrontOrigin: string, token: string, brand: string): Letter {
  return letter(
    to,
    `Восстановление пароля — ${brand}`,
    ['Здравствуйте!', `Вы запросили восстановление пароля в интернет-магазине ${brand}. Чтобы задать новый пароль, перейдите по ссылке ниже.`, `Ссылка действует ${RECOVERY_TTL_HOURS} час и только один раз.`],
    { url: `${storefrontOrigin}${RECOVERY_PATH}${token}`, label: 'Задать новый пароль' },
    'Если вы не запрашивали восстановление, просто удалите это письмо: пароль останется прежним.',
  );
}
