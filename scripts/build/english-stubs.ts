import { absoluteUrl } from '../../src/lib/i18n/localize-path';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A /en/... page: no app, just a refresh and a canonical to the unprefixed English page. */
export function englishStub(origin: string, targetPath: string, title: string): string {
  const target = escapeHtml(targetPath);
  const canonical = escapeHtml(absoluteUrl(origin, targetPath));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p><a href="${target}">${escapeHtml(title)}</a></p>
</body>
</html>
`;
}
