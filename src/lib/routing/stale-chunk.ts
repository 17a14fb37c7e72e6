/**
 * True for the errors browsers raise when a script or data file cannot be fetched, which is what
 * a tab opened before a redeploy meets. Errors thrown by code that did load are real bugs.
 */
export function isFetchFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch|NetworkError|Load failed|Unexpected token '<'|is not valid JSON/i.test(
    message,
  );
}
