import { createContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** The active locale, set by each language's root route from its URL prefix. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
