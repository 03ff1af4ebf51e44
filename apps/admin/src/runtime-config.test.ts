import { describe, expect, it } from 'vitest';
import {
  RUNTIME_CONFIG_GLOBAL,
  parseRuntimeConfig,
  readRuntimeConfig,
  renderRuntimeConfigScript,
  runtimeConfigFromEnv,
} from './runtime-config';

describe('runtime config', () => {
  it('reads the URLs and brand from the server environment', () => {
    expect(
      runtimeConfigFromEnv({
        API_PUBLIC_URL: 'https://api.example.ru/',
        STOREFRONT_PUBLIC_URL: 'https://shop.example.ru',
        BRAND_NAME: 'Тест',
      }),
    ).toEqual({
      apiPublicUrl: 'https://api.example.ru',
      storefrontPublicUrl: 'https://shop.example.ru/',
      brandName: 'Тест',
    });
  });

  it('falls back to the local defaults for missing or malformed values', () => {
    expect(
      parseRuntimeConfig({ apiPublicUrl: 'javascript:alert(1)', storefrontPublicUrl: 'not a url', brandName: ' ' }),
    ).toEqual({
      apiPublicUrl: 'http://127.0.0.1:3100',
      storefrontPublicUrl: 'http://127.0.0.1:3000/',
      brandName: null,
    });
    expect(parseRuntimeConfig(undefined).apiPublicUrl).toBe('http://127.0.0.1:3100');
  });

  it('renders a script that defines exactly the config on window', () => {
    const config = runtimeConfigFromEnv({
      API_PUBLIC_URL: 'http://127.0.0.1:4110',
      STOREFRONT_PUBLIC_URL: 'http://127.0.0.1:4010',
    });
    const script = renderRuntimeConfigScript(config);
    const fakeWindow = {} as Record<string, unknown>;
    new Function('window', script)(fakeWindow);
    expect(fakeWindow[RUNTIME_CONFIG_GLOBAL]).toEqual(config);
    expect(readRuntimeConfig(fakeWindow as unknown as Window)).toEqual(config);
  });

  it('cannot be broken out of its script element by a brand name', () => {
    const script = renderRuntimeConfigScript(parseRuntimeConfig({ brandName: '</script><script>alert(1)</script>' }));
    expect(script).not.toContain('</script>');
  });
});
