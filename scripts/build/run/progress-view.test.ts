import { describe, expect, it } from 'vitest';
import { formatSeconds, progressText, progressView, quarterReached, stepLine } from './progress-view';

function sink(tty: boolean) {
  let text = '';
  const out = { isTTY: tty, write: (chunk: string) => ((text += chunk), true) } as unknown as NodeJS.WriteStream;
  return { view: progressView(out, tty), text: () => text };
}

describe('progress view', () => {
  it('writes one line per step with its time', () => {
    expect(formatSeconds(4.26)).toBe('4.3 s');
    expect(formatSeconds(138.4)).toBe('2 min 18 s');
    expect(stepLine('images', 1.2, '52 sources')).toBe('  images              1.2 s   52 sources');
  });

  it('shows pages per second for the pages step', () => {
    expect(progressText('pages', 250, 500, 10)).toBe('  pages             250/500 (25 pages/s)');
    expect(progressText('images', 3, 364, 10)).toBe('  images              3/364');
  });

  it('prints a plain line at each quarter when the output is not a terminal', () => {
    const { view, text } = sink(false);
    for (let done = 1; done <= 100; done += 1) view.progress('images', done, 100, 1);
    view.line('  images   1.0 s');
    expect(text().split('\n').filter(Boolean)).toEqual(['  images             25/100', '  images             50/100', '  images             75/100', '  images   1.0 s']);
    expect(quarterReached(0, 0, 0)).toBe(0);
  });

  it('rewrites one line on a terminal and clears it before the next step line', () => {
    const { view, text } = sink(true);
    view.progress('pages', 1, 2, 0.1);
    view.progress('pages', 2, 2, 0.2);
    view.line('  pages   0.2 s');
    expect(text()).not.toContain('1/2\n');
    expect(text().endsWith('\r\u001b[2K  pages   0.2 s\n')).toBe(true);
    expect(text().split('\n')).toHaveLength(2);
  });
});

describe('running time', () => {
  it('ticks on a terminal only', () => {
    const tty = sink(true);
    tty.view.running('client bundle', 12.3);
    expect(tty.text()).toBe('\r\u001b[2K  client bundle      12.3 s ...');
    const plain = sink(false);
    plain.view.running('client bundle', 12.3);
    expect(plain.text()).toBe('');
  });
});
