/**
 * What `npm run build` shows while it runs: one line per finished step with its time, and, for a
 * long step, its progress (images n/N, pages n/N with pages/s). On a terminal the progress is one
 * line rewritten in place; elsewhere (CI, a log file) it is a plain line at each quarter.
 */

export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds - minutes * 60)).padStart(2, '0')} s`;
}

export function stepLine(name: string, seconds: number, detail?: string): string {
  return `  ${name.padEnd(14)} ${formatSeconds(seconds).padStart(10)}${detail ? `   ${detail}` : ''}`;
}

export function progressText(name: string, done: number, total: number, seconds: number): string {
  const rate = name === 'pages' && seconds > 0.5 ? ` (${Math.round(done / seconds)} pages/s)` : '';
  return `  ${name.padEnd(14)} ${`${done}/${total}`.padStart(10)}${rate}`;
}

/** The quarter (1 to 3) that `done` has just reached, or 0: the plain output's progress lines. */
export function quarterReached(before: number, done: number, total: number): number {
  if (total <= 0) return 0;
  const quarter = (n: number) => Math.min(3, Math.floor((n * 4) / total));
  return quarter(done) > quarter(before) ? quarter(done) : 0;
}

export interface ProgressView {
  line(text: string): void;
  progress(name: string, done: number, total: number, seconds: number): void;
  /** On a terminal, the running step's time so far, for steps that report no progress of their own. */
  running(name: string, seconds: number): void;
  /** Clears the progress line, before other output (a failure's lines on stderr). */
  clear(): void;
}

export function progressView(out: NodeJS.WriteStream, tty = Boolean(out.isTTY)): ProgressView {
  let shown = false;
  let lastDraw = 0;
  let lastProgress = 0;
  let lastDone = 0;
  const clear = () => {
    if (shown) out.write('\r\u001b[2K');
    shown = false;
  };
  return {
    line(text) {
      clear();
      lastDone = 0;
      out.write(`${text}\n`);
    },
    progress(name, done, total, seconds) {
      if (tty) {
        // Ten redraws a second are plenty, and a terminal kept busy slows the build down.
        const now = Date.now();
        if (now - lastDraw < 100 && done < total) return;
        lastDraw = now;
        lastProgress = now;
        out.write(`\r\u001b[2K${progressText(name, done, total, seconds)}`);
        shown = true;
      } else if (quarterReached(lastDone, done, total)) out.write(`${progressText(name, done, total, seconds)}\n`);
      lastDone = done;
    },
    clear,
    running(name, seconds) {
      if (!tty || Date.now() - lastProgress < 2000) return;
      out.write(`\r\u001b[2K  ${name.padEnd(14)} ${formatSeconds(seconds).padStart(10)} ...`);
      shown = true;
    },
  };
}
