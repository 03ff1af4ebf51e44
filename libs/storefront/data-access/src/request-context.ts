import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react-router';

/** The QueryClient of one server request; loaders prefetch into it and dehydrate it (never shared between requests). */
export const queryClientContext = createContext<QueryClient>();
