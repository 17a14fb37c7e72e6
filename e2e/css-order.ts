import type { Page } from '@playwright/test';

/**
 * Where the primitives stand among a page's live style rules, in cascade order (every enabled
 * sheet, rules inside at-rules included): the place of the last rule that names a primitive
 * (`.ui-…`) and, per CSS module class, the place of its first rule. A module adds to a primitive
 * by coming later, so every module rule must follow the primitives. A rule that stands twice (the
 * dev server links a page's sheets and Vite's client then adds them again as it runs) takes
 * effect where it stands last, so that is its place.
 */
export async function primitiveOrder(page: Page): Promise<{ lastPrimitive: number; firstModuleRule: Record<string, number> }> {
  return page.evaluate(() => {
    const rules: Array<{ selector: string; key: string }> = [];
    const walk = (list: CSSRuleList, context: string) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSStyleRule) rules.push({ selector: rule.selectorText, key: `${context}${rule.cssText}` });
        else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, `${context}${rule.cssText.split('{')[0]}{`);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) if (!sheet.disabled) walk(sheet.cssRules, '');
    const place = new Map<string, number>();
    rules.forEach((rule, index) => place.set(rule.key, index));
    let lastPrimitive = -1;
    const firstModuleRule: Record<string, number> = {};
    for (const rule of rules) {
      const index = place.get(rule.key)!;
      if (/\.ui-[a-z]/.test(rule.selector)) lastPrimitive = Math.max(lastPrimitive, index);
      // A CSS module class as Vite names it: _local_hash_line.
      for (const [name] of rule.selector.matchAll(/\._[A-Za-z][\w-]*_[\w-]{5}_\d+/g)) firstModuleRule[name] = Math.min(firstModuleRule[name] ?? index, index);
    }
    return { lastPrimitive, firstModuleRule };
  });
}
