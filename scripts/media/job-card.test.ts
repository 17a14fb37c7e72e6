import { describe, expect, it } from 'vitest';
import { jobCardCopy, LABEL_Y, wrapTitle } from './job-card';

describe('job social card', () => {
  it('wraps titles on word boundaries', () => {
    expect(wrapTitle('Senior Backend Engineer, Data Ingestion')).toEqual(['Senior Backend', 'Engineer, Data', 'Ingestion']);
    expect(wrapTitle('OSINT Tradecraft Specialist')).toEqual(['OSINT Tradecraft', 'Specialist']);
  });
  it('keeps a single long word whole and cuts after three lines with an ellipsis', () => {
    expect(wrapTitle('Supercalifragilisticexpialidocious')).toEqual(['Supercalifragilisticexpialidocious']);
    expect(wrapTitle('One two three four five six seven eight nine ten eleven twelve thirteen fourteen', 12)).toEqual(['One two', 'three four', 'five six…']);
  });
  it('escapes the copy it draws', () => {
    const svg = jobCardCopy({ title: 'R&D <Lead>', city: 'Paris', team: 'Lab' });
    expect(svg).toContain('R&amp;D &lt;Lead&gt;');
    expect(svg).toContain('Paris · Lab');
  });
  it('puts the CAREERS label on its own line, clear of the wordmark and of the title', () => {
    const svg = jobCardCopy({ title: 'Frontend Engineer', city: 'Paris', team: 'Engineering' });
    const at = (text: string) => Number(new RegExp(`<text x="(\\d+)" y="(\\d+)"[^>]*>${text}<`).exec(svg)?.[2]);
    expect(at('CAREERS')).toBe(LABEL_Y);
    // 24 px capitals need about 18 px above the baseline; the wordmark's baseline is at 120 and the title's caps start near 208.
    expect(at('CAREERS') - 18).toBeGreaterThan(at('Quorvia') + 12);
    expect(at('Frontend Engineer') - 42).toBeGreaterThan(at('CAREERS') + 8);
  });
});
