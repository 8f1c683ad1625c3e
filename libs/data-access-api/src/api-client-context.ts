import { createContext } from 'react';
import type { ApiClient } from './create-api-client.ts';

/** React context holding the app's API client; null until a provider supplies one. */
export const ApiClientContext = createContext<ApiClient | null>(null);
