/**
 * The one line the local servers (`npm start`, `npm run serve`, `npm run dev`) print instead of a
 * stack trace when they cannot start: nothing built to serve, a port in use, an address that is
 * not this machine's.
 */

/** The npm command that started this process (npm sets npm_lifecycle_event), for the advice. */
export function npmCommand(env: NodeJS.ProcessEnv = process.env): string {
  const event = env.npm_lifecycle_event;
  if (event === 'start') return 'npm start';
  if (event === 'dev') return 'npm run dev';
  return 'npm run serve';
}

export function noSiteLine(shownDir: string, command = npmCommand()): string {
  const build = command === 'npm start' ? 'npm start builds it first; if the build failed, fix what it names and run npm start again' : 'run npm run build first, or npm start to build and serve';
  return `${shownDir} holds no built site (no index.html): ${build}.`;
}

/** The line for a failed listen(), or null for an error that is not about the address. */
export function listenFailureLine(error: NodeJS.ErrnoException, port: number, host: string, command = npmCommand()): string | null {
  if (error.code === 'EADDRINUSE') return `Port ${port} is in use: stop the other server or run PORT=${port + 1} ${command}`;
  if (error.code === 'EACCES') return `Port ${port} needs more rights than this user has: run PORT=${port < 1024 ? 4173 : port + 1} ${command}`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') return `HOST=${host} is not an address of this machine: leave HOST unset (127.0.0.1) or set HOST=0.0.0.0 to serve every interface`;
  return null;
}
