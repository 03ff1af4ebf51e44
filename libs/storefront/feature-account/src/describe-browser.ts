// Order matters: Edge, Opera and Yandex Browser also name Chrome, and Chrome names Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/YaBrowser\//, 'Яндекс Браузер'],
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

// iPhone and Android before the desktop systems their strings also mention.
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short human name of a browser from its User-Agent («Chrome, Android»), for the owner's list of sessions; null when
 * nothing is recognised. Only a hint: a User-Agent is whatever the client says.
 */
export function describeBrowser(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser === undefined && system === undefined) return userAgent.slice(0, 60);
  return [browser, system].filter(Boolean).join(', ');
}
