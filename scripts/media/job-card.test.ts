import { describe, expect, it } from 'vitest';
import { jobCardCopy, wrapTitle } from './job-card';

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
});
