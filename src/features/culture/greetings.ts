/**
 * The culture hero's words: "hello" in the languages of the three offices (Luxembourgish, French
 * and German in Luxembourg, English in London, French in Paris) and of the colleagues and customers
 * the site also speaks to (Portuguese, Spanish). Each word is in its own language, never translated;
 * the language's name comes from company.json `culture.hero.languages`. The careers page shows the
 * team's portraits, so this page says what the team is like with the words it greets itself in.
 */
export const GREETINGS = [
  { lang: 'lb', word: 'Moien' },
  { lang: 'fr', word: 'Bonjour' },
  { lang: 'de', word: 'Hallo' },
  { lang: 'en', word: 'Hello' },
  { lang: 'pt', word: 'Olá' },
  { lang: 'es', word: 'Hola' },
] as const;
