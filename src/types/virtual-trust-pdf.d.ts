// Type of the build-generated module `virtual:trust-pdf` (scripts/build/trust-pdf.ts, through scripts/vite/generated-pdf-plugin.ts).
declare const overviews: Record<string, { href: string; kb: number }>;
export default overviews;
