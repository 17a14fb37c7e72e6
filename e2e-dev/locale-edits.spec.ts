import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, waitForAppHydration } from '../e2e/fixtures';
import { devRun } from './dev-env';

const run = devRun();
const hubFile = join(run.localesDir, 'fr/hub.json');

test('a broken locale file shows the problem page naming the file and place; fixed, the page comes back by itself', async ({ page }) => {
  const original = readFileSync(hubFile, 'utf8');
  const messages = JSON.parse(original) as { header: { title: string } };
  const heading = page.locator('h1').first();
  try {
    await page.goto('/fr/hub');
    await waitForAppHydration(page);
    await expect(heading).toContainText(messages.header.title);

    // A comma after the file's last entry, as an editor leaves one when deleting the entry below.
    const lines = original.trimEnd().split('\n');
    writeFileSync(hubFile, `${lines.slice(0, -1).join('\n')},\n}\n`);
    const line = lines.length - 1;
    const column = lines.at(-2)!.length + 1;
    const problemPage = page.locator('[data-editor-error]');
    await expect(problemPage.locator('.message')).toContainText(
      `locales/fr/hub.json: not valid JSON: trailing comma: remove the , after the last entry (line ${line}, column ${column})`,
    );
    await expect(problemPage.locator('.file')).toHaveText(`locales/fr/hub.json:${line}:${column}`);
    await expect(problemPage.locator('.frame')).toContainText(`> ${line} |`);
    await expect(problemPage).toContainText('Fix the file and save: this page reloads by itself.');
    // Not the unrelated crash of a page rendered without its translations, nor Vite's overlay.
    await expect(page.locator('body')).not.toContainText('I18nextProvider');
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);

    // Fixed, with a new title: the open page follows without the test reloading it.
    const edited = `Titre modifié ${Date.now()}`;
    writeFileSync(hubFile, JSON.stringify({ ...messages, header: { ...messages.header, title: edited } }, null, 2));
    await expect(heading).toContainText(edited);
    await expect(problemPage).toHaveCount(0);
    await waitForAppHydration(page);
  } finally {
    writeFileSync(hubFile, original);
  }
});
