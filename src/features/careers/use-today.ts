import { useEffect, useState } from 'react';

/** The build day until hydration (so HTML and first render agree), then the visitor's today. */
export function useToday(builtOn: string): Date {
  const [today, setToday] = useState(() => new Date(`${builtOn}T12:00:00Z`));
  useEffect(() => setToday(new Date()), []);
  return today;
}
