/** Investor websites (fictional); names and texts are in locales/<lang>/company.json under leadership.investors. */
export const INVESTOR_LINKS = { i1: 'https://moselle-ventures.example', i2: 'https://northline-capital.example', i3: 'https://atlantic-resilience-fund.example' } as const;
