import { configure } from '@testing-library/react';

// findBy/waitFor wait up to 5 s instead of 1 s: on a busy CI machine a page's first query can take
// longer than a second to settle, and a timeout there says nothing about the page.
configure({ asyncUtilTimeout: 5000 });
