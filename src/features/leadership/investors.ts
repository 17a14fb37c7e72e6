/** Investor websites (fictional); names and texts are in locales/<lang>/company.json under leadership.investors. */
export const INVESTOR_LINKS = { i1: 'https://moselle-ventures.example', i2: 'https://northline-capital.example', i3: 'https://atlantic-resilience-fund.example' } as const;

/** Each investor's wordmark, drawn by scripts/media (investor-logos.ts) under the same key. */
export const investorLogo = (key: keyof typeof INVESTOR_LINKS): string => `/media/investors/${key}.svg`;
