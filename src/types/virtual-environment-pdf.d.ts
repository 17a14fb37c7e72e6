// Type of the build-generated module `virtual:environment-pdf` (scripts/vite/environment-pdf-plugin.ts).
declare const plans: Record<string, { href: string; kb: number }>;
export default plans;
