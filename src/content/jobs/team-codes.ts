/** Team codes of spec 000 section 3; labels live in locales (careers namespace). Zod-free, so pages can import it. */
export const TEAM_CODES = ['eng', 'prd', 'fin', 'ops', 'nin', 'str', 'mkt', 'lab', 'exe'] as const;
export type TeamCode = (typeof TEAM_CODES)[number];
