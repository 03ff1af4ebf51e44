import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The weakest zxcvbn score a new password may have (0–4): 2 means "somewhat guessable", about 10⁸ guesses, out of
 * reach of an online attack under the login limits. `password`, `12345678` and `qwertyui` score 0.
 */
export const MIN_PASSWORD_SCORE = 2;

// The common-password list and the keyboard graphs; built once per process, about 20 ms.
let estimator: ZxcvbnFactory | undefined;
const strength = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

// Russian buyers type a common password on the Russian layout ("gfhjkm" is «пароль»): the same keys in Latin.
const RUSSIAN_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбю';
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const onLatinLayout = (password: string) =>
  [...password.toLowerCase()]
    .map((c) => {
      const i = RUSSIAN_KEYS.indexOf(c);
      return i < 0 ? c : LATIN_KEYS[i];
    })
    .join('');

/**
 * Refuses a password that is common, a keyboard walk or a repetition, also as typed on the Russian layout, or built
 * from what the shop knows of its owner (`userInputs`: the e-mail and names). Code 12 with a detail on `field`.
 */
export function assertStrongPassword(
  password: string,
  field: string,
  userInputs: readonly (string | null | undefined)[] = [],
): void {
  const inputs = userInputs.flatMap((s) => (s ? [s, ...s.split(/[@.\s_-]+/)] : [])).filter((s) => s.length >= 3);
  const score = Math.min(
    strength().check(password, inputs).score,
    strength().check(onLatinLayout(password), inputs).score,
  );
  if (score >= MIN_PASSWORD_SCORE) return;
  throw new AppError(ErrorCode.CheckViolation, {
    message: ru.apiErrors.passwordTooSimple,
    details: [{ field, message: ru.apiErrors.passwordGuessable }],
  });
}
