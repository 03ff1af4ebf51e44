// The generated test PNG lives in @shop/testing-e2e/png (its own entry, so the Playwright configs importing the package stay free of it), shared with the admin suite; this path stays for the specs that import it.
export { testPng } from '@shop/testing-e2e/png';
