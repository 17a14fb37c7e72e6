// Type of the build-generated module `virtual:environment-pdf` (scripts/build/environment-pdf.ts, through scripts/vite/generated-pdf-plugin.ts).
declare const plans: Record<string, { href: string; kb: number }>;
export default plans;
