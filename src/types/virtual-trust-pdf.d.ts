// Type of the build-generated module `virtual:trust-pdf` (scripts/vite/trust-pdf-plugin.ts).
declare const overviews: Record<string, { href: string; kb: number }>;
export default overviews;
